import { useLocale, useTranslations } from 'next-intl';
import type { Area, Province, ProvincialUnit } from '@app/contracts/geography';
import { localized } from '@/lib/localized';
import type { ReportQuery } from '../utils/report-query';
import classes from './report-list-summary.module.css';

interface ReportListSummaryProps {
  id: string;
  query: ReportQuery;
  total: number | undefined;
  areas: readonly Area[];
  provinces: readonly Province[];
  units: readonly ProvincialUnit[];
}

/** The results' heading: how many reports match, and for which filters. */
export function ReportListSummary({ id, query, total, areas, provinces, units }: ReportListSummaryProps) {
  const t = useTranslations('reports');
  const locale = useLocale();
  const place =
    provinces.find((province) => province.id === query.provinceId) ??
    units.find((unit) => unit.id === query.unitId) ??
    areas.find((area) => area.id === query.areaId);
  const filters = [
    query.keyword && t('filterKeyword', { keyword: query.keyword }),
    place && localized(locale, place.name, place.name_en),
    query.price && (query.price === 'free' ? t('free') : t('premium')),
  ].filter(Boolean);

  return (
    <div className={classes.summary}>
      <h2 id={id} className={classes.title}>
        {total === undefined ? t('resultsTitle') : t('resultsCount', { count: total })}
      </h2>
      {filters.length > 0 && <p className={classes.filters}>{filters.join(' · ')}</p>}
    </div>
  );
}
