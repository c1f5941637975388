import { useLocale, useTranslations } from 'next-intl';
import type { Province } from '@app/contracts/geography';
import { compareVietnamese } from '@app/contracts/search';
import { Link } from '@/i18n/navigation';
import { localeHref } from '@/lib/page-metadata';
import { localized } from '@/lib/localized';
import { PROVINCE_CAPITALS } from '../utils/province-positions';
import { ARCHIPELAGOS, bubbleRadius, MAP_HEIGHT, MAP_WIDTH, projectLatLng, VIETNAM_PATH } from '../utils/vietnam-map';
import classes from './province-map.module.css';

interface ProvinceMapProps {
  provinces: readonly Province[];
  counts: ReadonlyMap<number, number>;
  selectedProvinceId?: number;
  /** The list's address filtered to one province (the current filters kept). */
  hrefFor: (provinceId: number) => string;
}

/**
 * Vietnam drawn from its outline with a bubble on each provincial capital: gold and linked where the
 * province has reports, grey where it has none. Works offline: no map tiles, no script.
 */
export function ProvinceMap({ provinces, counts, selectedProvinceId, hrefFor }: ProvinceMapProps) {
  const t = useTranslations('reports');
  const locale = useLocale();
  const placed = provinces
    .map((province) => {
      const capital = PROVINCE_CAPITALS[province.code];
      return capital ? { province, count: counts.get(province.id) ?? 0, point: projectLatLng(capital[0], capital[1]) } : null;
    })
    .filter((entry) => entry !== null)
    // Larger bubbles first, so the smaller ones stay clickable on top.
    .sort((a, b) => b.count - a.count);
  const withReports = placed
    .filter((entry) => entry.count > 0)
    .sort((a, b) =>
      compareVietnamese(localized(locale, a.province.name, a.province.name_en), localized(locale, b.province.name, b.province.name_en)),
    );

  return (
    <section className={classes.section} aria-labelledby="report-map-title">
      <h2 id="report-map-title" className={classes.title}>
        {t('mapTitle')}
      </h2>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className={classes.map}
        style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
        role="group"
        aria-label={t('mapLabel')}
      >
        <path d={VIETNAM_PATH} className={classes.land} />
        <g className={classes.archipelago} aria-hidden="true">
          {[ARCHIPELAGOS.paracel, ARCHIPELAGOS.spratly].map((point) =>
            [-10, 0, 10].map((offset) => (
              <circle key={`${point.x}-${offset}`} cx={point.x + offset} cy={point.y + (offset === 0 ? 6 : 0)} r={2.5} />
            )),
          )}
          <text x={ARCHIPELAGOS.paracel.x} y={ARCHIPELAGOS.paracel.y + 24} textAnchor="middle">
            {t('paracel')}
          </text>
          <text x={ARCHIPELAGOS.spratly.x} y={ARCHIPELAGOS.spratly.y + 24} textAnchor="middle">
            {t('spratly')}
          </text>
        </g>
        {placed.map(({ province, count, point }) => {
          const name = localized(locale, province.name, province.name_en);
          const selected = province.id === selectedProvinceId;
          const bubble = (
            <circle
              cx={point.x}
              cy={point.y}
              r={bubbleRadius(count) + (selected ? 3 : 0)}
              className={count > 0 ? classes.hasReports : classes.noReports}
              data-selected={selected || undefined}
            />
          );
          if (count === 0) return <g key={province.id}>{bubble}</g>;
          return (
            <a
              key={province.id}
              href={localeHref(locale, hrefFor(province.id))}
              className={classes.pin}
              aria-label={t('mapPin', { name, count })}
            >
              <title>{t('mapPin', { name, count })}</title>
              {bubble}
            </a>
          );
        })}
      </svg>
      <ul className={classes.legend} aria-label={t('legendLabel')}>
        <li>
          <span className={classes.swatch} data-kind="reports" aria-hidden="true" />
          {t('legendWithReports')}
        </li>
        <li>
          <span className={classes.swatch} data-kind="none" aria-hidden="true" />
          {t('legendWithoutReports')}
        </li>
      </ul>
      {withReports.length > 0 && (
        <nav aria-label={t('provincesWithReports')} className={classes.provinces}>
          <p className={classes.provincesTitle}>{t('provincesWithReportsCount', { count: withReports.length })}</p>
          <ul className={classes.chips}>
            {withReports.map(({ province, count }) => (
              <li key={province.id}>
                <Link
                  href={hrefFor(province.id)}
                  className={classes.chip}
                  aria-current={province.id === selectedProvinceId ? 'true' : undefined}
                  prefetch={false}
                >
                  {localized(locale, province.name, province.name_en)}
                  <span className={classes.chipCount}>{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
