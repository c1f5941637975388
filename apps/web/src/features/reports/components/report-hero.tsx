import { useLocale, useTranslations } from 'next-intl';
import type { ReportDetail } from '@app/contracts/reports';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import { MapPinIcon } from '@/components/ui/icons';
import { BuildingIcon, CalendarIcon } from '@/components/ui/catalogue-icons';
import { localized } from '@/lib/localized';
import { currentUnitName } from '@/lib/current-unit';
import { formatDay } from '@/lib/format-date';
import { REPORT_COVER_RATIO } from './report-card';
import classes from './report-hero.module.css';

/** The report's title, what it is about, when it was published, and its cover. */
export function ReportHero({ report }: { report: ReportDetail }) {
  const t = useTranslations('reportDetail');
  const tr = useTranslations('reports');
  const locale = useLocale();
  const place = report.province ?? report.area;
  const unitName = currentUnitName(locale, report.province, report.unit);

  return (
    <div className={classes.hero}>
      <div className={classes.text}>
        <p className={classes.badges}>
          <span className={classes.badge} data-free={report.is_free || undefined}>
            {report.is_free ? tr('free') : tr('premium')}
          </span>
          {report.hot && <span className={classes.hot}>{tr('hot')}</span>}
        </p>
        <h1 className={classes.title}>{localized(locale, report.title, report.title_en)}</h1>
        <ul className={classes.meta}>
          {report.project && (
            <li>
              <BuildingIcon size={18} />
              <Link href={paths.projectReport(report.project.permalink)}>{t('aboutProject', { project: report.project.title })}</Link>
            </li>
          )}
          {place && (
            <li>
              <MapPinIcon size={18} />
              <Link href={report.province ? paths.reportsByProvince(report.province.id) : `${paths.reports}?area_id=${place.id}`}>
                {localized(locale, place.name, place.name_en)}
              </Link>
              {unitName && report.unit && (
                <>
                  {' · '}
                  <Link href={`${paths.reports}?unit_id=${report.unit.id}`}>{t('nowIn', { unit: unitName })}</Link>
                </>
              )}
            </li>
          )}
          {report.published_on && (
            <li>
              <CalendarIcon size={18} />
              {t('published', { date: formatDay(report.published_on, locale) })}
            </li>
          )}
        </ul>
        {report.summary && <p className={classes.summary}>{localized(locale, report.summary, report.summary_en)}</p>}
      </div>
      <div className={classes.cover}>
        <SmartImage src={report.cover_url} alt="" ratio={REPORT_COVER_RATIO} sizes="(max-width: 991px) 100vw, 520px" priority />
      </div>
    </div>
  );
}
