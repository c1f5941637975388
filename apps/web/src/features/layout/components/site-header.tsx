'use client';

import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { buildMainMenu } from '../utils/menu-items';
import { useHeaderVisibility } from '../hooks/use-header-visibility';
import { Logo } from '@/components/ui/logo';
import { MainMenu } from './main-menu';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { CartButton } from './cart-button';
import { AuthLinks } from './auth-links';
import classes from './site-header.module.css';
import { withMantine } from '@/components/providers/with-mantine';

const MOBILE_MENU_ID = 'mobile-menu';

// The drawer's code is fetched on the first tap of the menu button, not with every page.
const MobileMenu = dynamic(
  withMantine(() => import('./mobile-menu').then((module) => module.MobileMenu)),
  { ssr: false },
);

export interface SiteHeaderProps {
  companyProfileUrl: string;
  hotline?: string;
  contactEmail?: string;
}

export function SiteHeader({ companyProfileUrl, hotline, contactEmail }: SiteHeaderProps) {
  const t = useTranslations('nav');
  const tb = useTranslations('brand');
  const locale = useLocale();
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const scrolledIntoView = useHeaderVisibility();
  const items = useMemo(() => buildMainMenu({ locale, companyProfileUrl }), [locale, companyProfileUrl]);

  return (
    <header className={classes.header} data-hidden={!scrolledIntoView && !menuOpened ? true : undefined}>
      <div className={classes.topBar}>
        <Container size="xl" className={classes.topInner}>
          <div className={classes.contacts}>
            {hotline && (
              <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`} className={classes.contact}>
                <PhoneIcon size={16} />
                {hotline}
              </a>
            )}
            {contactEmail && (
              <a href={`mailto:${contactEmail}`} className={classes.contact}>
                <MailIcon size={16} />
                {contactEmail}
              </a>
            )}
          </div>
          <div className={classes.topActions}>
            <LanguageSwitch />
            <AuthLinks />
          </div>
        </Container>
      </div>
      <Container size="xl" className={classes.main}>
        <Link href={paths.home} className={classes.logoLink} aria-label={tb('homeLink')}>
          <Logo />
        </Link>
        <div className={classes.desktopMenu}>
          <MainMenu items={items} />
        </div>
        <div className={classes.actions}>
          <div className={classes.mobileOnly}>
            <LanguageSwitch variant="toggle" />
          </div>
          <div className={classes.mobileOnly}>
            <AuthLinks compact />
          </div>
          <CartButton />
          <button
            type="button"
            onClick={() => {
              setMenuRequested(true);
              setMenuOpened((opened) => !opened);
            }}
            className={`${classes.burger} ${classes.mobileOnly}`}
            aria-label={menuOpened ? t('closeMenu') : t('openMenu')}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_MENU_ID}
          >
            <span className={classes.burgerLines} data-opened={menuOpened || undefined} />
          </button>
        </div>
      </Container>
      {menuRequested && <MobileMenu id={MOBILE_MENU_ID} items={items} opened={menuOpened} onClose={() => setMenuOpened(false)} />}
    </header>
  );
}
