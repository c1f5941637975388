import { useLocale, useTranslations } from 'next-intl';
import type { ProjectDetail } from '@app/contracts/projects';
import { SmartImage } from '@/components/ui/smart-image';
import { MapPinIcon } from '@/components/ui/icons';
import { BuildingIcon } from '@/components/ui/catalogue-icons';
import { localized } from '@/lib/localized';
import { currentUnitName } from '@/lib/current-unit';
import { formatProjectPrice } from '../utils/project-price';
import classes from './project-hero.module.css';
import { numberFormat } from '@/lib/intl-formats';

export const PROJECT_COVER_RATIO = 16 / 10;

/** The project's name, where it is, who builds it, its state and price, and its main picture. */
export function ProjectHero({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const unitName = currentUnitName(locale, project.province, project.unit);
  const place = [
    project.address,
    project.district?.name,
    project.province && localized(locale, project.province.name, project.province.name_en),
  ]
    .filter(Boolean)
    .join(', ')
    .concat(unitName ? ` (${t('nowIn', { unit: unitName })})` : '');

  return (
    <div className={classes.hero}>
      <div className={classes.text}>
        <p className={classes.badges}>
          {project.project_type && (
            <span className={classes.badge}>{localized(locale, project.project_type.name, project.project_type.name_en)}</span>
          )}
          {project.project_state && (
            <span className={classes.state}>{localized(locale, project.project_state.name, project.project_state.name_en)}</span>
          )}
          {project.hot && <span className={classes.hot}>{t('hot')}</span>}
        </p>
        <h1 className={classes.title}>{localized(locale, project.title, project.title_en)}</h1>
        <ul className={classes.meta}>
          {place && (
            <li>
              <MapPinIcon size={18} />
              {place}
            </li>
          )}
          {project.investor && (
            <li>
              <BuildingIcon size={18} />
              {t('byInvestor', { name: project.investor.name })}
            </li>
          )}
        </ul>
        <dl className={classes.figures}>
          <div>
            <dt>{t('price')}</dt>
            <dd>{project.price === null ? t('priceUnknown') : formatProjectPrice(project.price, locale)}</dd>
          </div>
          {project.apartment_count !== null && (
            <div>
              <dt>{t('apartments')}</dt>
              <dd>{numberFormat(locale).format(project.apartment_count)}</dd>
            </div>
          )}
          {project.completion_time && (
            <div>
              <dt>{t('completion')}</dt>
              <dd>{project.completion_time}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={classes.cover}>
        <SmartImage
          src={project.cover_url ?? project.media[0]?.url}
          alt=""
          ratio={PROJECT_COVER_RATIO}
          sizes="(max-width: 991px) 100vw, 560px"
          priority
        />
      </div>
    </div>
  );
}
