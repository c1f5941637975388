import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { SmartImage } from '@/components/ui/smart-image';
import type { NearProject } from '../api/get-nearest-projects';
import { formatProjectPrice } from '../utils/project-price';
import { PROJECT_COVER_RATIO } from './project-hero';
import classes from './nearby-projects.module.css';
import { numberFormat } from '@/lib/intl-formats';

/** The nearest projects, numbered as on the map, with their distance and price. */
export function NearbyProjects({ projects }: { projects: readonly NearProject[] }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  if (projects.length === 0) return null;
  const km = numberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="nearby-title" className={classes.section}>
      <h2 id="nearby-title" className={classes.title}>
        {t('nearbyTitle')}
      </h2>
      <ol className={classes.list}>
        {projects.map((project, index) => (
          <li key={project.id} className={classes.card}>
            <SmartImage src={project.cover_url} alt="" ratio={PROJECT_COVER_RATIO} sizes="(max-width: 767px) 100vw, 300px" />
            <div className={classes.body}>
              <span className={classes.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={classes.name}>
                <Link href={paths.projectReport(project.permalink)} className={classes.link} prefetch={false}>
                  {localized(locale, project.title, project.title_en)}
                </Link>
              </h3>
              <p className={classes.meta}>
                {t('distance', { km: km.format(project.distance_km) })}
                {project.price !== null && ` · ${formatProjectPrice(project.price, locale)}`}
              </p>
              {project.investor && <p className={classes.meta}>{project.investor.name}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
