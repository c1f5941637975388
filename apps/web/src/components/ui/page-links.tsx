import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ChevronLeftIcon, ChevronRightIcon } from './catalogue-icons';
import { pageNumbers } from '@/lib/page-numbers';
import classes from './page-links.module.css';

interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The address of a page, query included, so every page can be shared and is rendered on the server. */
  hrefFor: (page: number) => string;
}

/** A pager made of plain links, rendered on the server. */
export function PageLinks({ page, totalPages, hrefFor }: PageLinksProps) {
  const t = useTranslations('pager');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('nav')} className={classes.nav}>
      <ul className={classes.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={classes.step} rel="prev">
              <ChevronLeftIcon size={18} />
              <span className={classes.stepText}>{t('previous')}</span>
            </Link>
          ) : (
            <span className={classes.step} aria-disabled="true">
              <ChevronLeftIcon size={18} />
              <span className={classes.stepText}>{t('previous')}</span>
            </span>
          )}
        </li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefFor(number)}
                className={classes.page}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('page', { page: number })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={classes.step} rel="next">
              <span className={classes.stepText}>{t('next')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className={classes.step} aria-disabled="true">
              <span className={classes.stepText}>{t('next')}</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
