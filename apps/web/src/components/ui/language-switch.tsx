'use client';

import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { UnitedKingdomFlag, VietnamFlag } from './flags';
import classes from './language-switch.module.css';

const languages: { locale: Locale; Flag: typeof VietnamFlag }[] = [
  { locale: 'vi', Flag: VietnamFlag },
  { locale: 'en', Flag: UnitedKingdomFlag },
];

/**
 * Links to the same page in each language. `full` shows both languages; `toggle` (narrow headers)
 * shows only the other one. The query string and hash are kept, so filters survive the switch.
 */
export function LanguageSwitch({ variant = 'full' }: { variant?: 'full' | 'toggle' }) {
  const t = useTranslations('language');
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  const switchTo = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (locale === current) return;
    router.replace(`${pathname}${window.location.search}${window.location.hash}`, { locale, scroll: false });
  };

  const shown = variant === 'toggle' ? languages.filter(({ locale }) => locale !== current) : languages;

  return (
    <nav aria-label={t('label')} className={classes.root} data-variant={variant}>
      {shown.map(({ locale, Flag }) => (
        <Link
          key={locale}
          href={pathname}
          locale={locale}
          hrefLang={locale}
          lang={locale}
          prefetch={false}
          className={classes.option}
          aria-current={locale === current ? 'true' : undefined}
          title={t(locale)}
          onClick={(event) => switchTo(event, locale)}
        >
          <Flag width={20} />
          <span aria-hidden="true">{t(locale === 'vi' ? 'viShort' : 'enShort')}</span>
          <span className="visually-hidden">{t(locale)}</span>
        </Link>
      ))}
    </nav>
  );
}
