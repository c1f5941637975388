import { useLocale, useTranslations } from 'next-intl';
import type { ReportListItem } from '@app/contracts/reports';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import { MapPinIcon } from '@/components/ui/icons';
import { CalendarIcon } from '@/components/ui/catalogue-icons';
import { localized } from '@/lib/localized';
import { formatDong } from '@/lib/format-money';
import { formatDay } from '@/lib/format-date';
import classes from './report-card.module.css';

export const REPORT_COVER_RATIO = 16 / 9;

/** Where a report is about: its project, province or area. */
function placeOf(report: ReportListItem, locale: 'vi' | 'en'): string | null {
  if (report.project) return report.project.title;
  if (report.province) return localized(locale, report.province.name, report.province.name_en);
  if (report.area) return localized(locale, report.area.name, report.area.name_en);
  return null;
}

interface ReportCardProps {
  report: ReportListItem;
  /** The heading level inside the list's section. */
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

export function ReportCard({ report, headingLevel: Heading = 'h3', priority = false }: ReportCardProps) {
  const t = useTranslations('reports');
  const locale = useLocale();
  const title = localized(locale, report.title, report.title_en);
  const summary = localized(locale, report.summary, report.summary_en);
  const place = placeOf(report, locale);

  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <SmartImage
          src={report.cover_url}
          alt=""
          ratio={REPORT_COVER_RATIO}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px"
          priority={priority}
        />
        <span className={classes.badge} data-free={report.is_free || undefined}>
          {report.is_free ? t('free') : t('premium')}
        </span>
        {report.hot && <span className={classes.hot}>{t('hot')}</span>}
      </div>
      <div className={classes.body}>
        <Heading className={classes.title}>
          <Link href={paths.report(report.permalink)} className={classes.link}>
            {title}
          </Link>
        </Heading>
        <p className={classes.meta}>
          {place && (
            <span className={classes.metaItem}>
              <MapPinIcon size={16} />
              {place}
            </span>
          )}
          {report.published_on && (
            <span className={classes.metaItem}>
              <CalendarIcon size={16} />
              <time dateTime={report.published_on}>{formatDay(report.published_on, locale)}</time>
            </span>
          )}
        </p>
        {summary && <p className={classes.summary}>{summary}</p>}
        <p className={classes.price}>
          {report.price_from === null
            ? t('priceUnknown')
            : report.price_from === 0
              ? t('freePackage')
              : t('priceFrom', { price: formatDong(report.price_from) })}
        </p>
      </div>
    </article>
  );
}
