import { useLocale, useTranslations } from 'next-intl';
import type { Area, Province } from '@app/contracts/geography';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { MapPinIcon } from '@/components/ui/icons';
import { groupProvincesByArea, provinceName } from '../utils/group-provinces';
import classes from './province-directory.module.css';

interface ProvinceDirectoryProps {
  provinces: readonly Province[];
  areas: readonly Area[];
}

/** Every active province as a compact link grid, grouped by area, leading to its market reports. */
export function ProvinceDirectory({ provinces, areas }: ProvinceDirectoryProps) {
  const t = useTranslations('home');
  const locale = useLocale();
  const groups = groupProvincesByArea(provinces, areas, locale);
  const single = groups.length === 1;

  return (
    <section className={classes.section} aria-labelledby="provinces-title">
      <div className={classes.head}>
        <div>
          <h2 id="provinces-title" className={classes.title}>
            {t('provincesTitle')}
          </h2>
          <p className={classes.subtitle}>{t('provincesSubtitle')}</p>
        </div>
        {provinces.length > 0 && <span className={classes.count}>{t('provincesCount', { count: provinces.length })}</span>}
      </div>

      {groups.length === 0 ? (
        <p className={classes.empty} role="status">
          <MapPinIcon size={28} />
          {t('provincesEmpty')}
        </p>
      ) : (
        <div className={classes.groups} data-single={single || undefined}>
          {groups.map((group) => {
            const headingId = `area-${group.areaId ?? 'other'}`;
            return (
              <section key={headingId} className={classes.group} aria-labelledby={headingId}>
                <h3 id={headingId} className={classes.groupTitle}>
                  {group.name ?? (single ? t('allProvinces') : t('otherArea'))}
                  <span className={classes.groupCount}>{group.provinces.length}</span>
                </h3>
                <ul className={classes.grid}>
                  {group.provinces.map((province) => (
                    <li key={province.id}>
                      <Link href={paths.reportsByProvince(province.id)} className={classes.province} prefetch={false}>
                        {provinceName(province, locale)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
