import { useLocale, useTranslations } from 'next-intl';
import type { ProjectDetail } from '@app/contracts/projects';
import { RichText } from '@/components/ui/rich-text';
import { SmartImage } from '@/components/ui/smart-image';
import { EmptyState } from '@/components/ui/empty-state';
import { CheckIcon, SparkIcon } from '@/components/ui/catalogue-icons';
import { localized } from '@/lib/localized';
import { PROJECT_COVER_RATIO } from './project-hero';
import classes from './project-panels.module.css';
import { numberFormat } from '@/lib/intl-formats';

/** Introduction: the description and the pictures. */
export function IntroductionPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const description = localized(locale, project.description, project.description_en);
  const pictures = project.media.filter((item) => item.kind === 'image');
  return (
    <div className={classes.stack}>
      {description ? <RichText html={description} /> : <p className={classes.muted}>{t('noDescription')}</p>}
      {pictures.length > 0 && (
        <ul className={classes.gallery} aria-label={t('gallery')}>
          {pictures.map((item) => (
            <li key={item.id}>
              <figure className={classes.figure}>
                <SmartImage src={item.url} alt={item.caption ?? ''} ratio={PROJECT_COVER_RATIO} sizes="(max-width: 767px) 100vw, 380px" />
                {item.caption && <figcaption>{item.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Detail info: the project's figures and the units involved, as a definition list. */
export function DetailsPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const number = (value: number | null) => (value === null ? null : numberFormat(locale).format(value));
  const rows: [string, string | null][] = [
    [t('field.type'), project.project_type && localized(locale, project.project_type.name, project.project_type.name_en)],
    [
      t('field.state'),
      [project.project_state && localized(locale, project.project_state.name, project.project_state.name_en), project.state_detail]
        .filter(Boolean)
        .join(' – ') || null,
    ],
    [t('field.address'), project.address],
    [t('field.size'), project.size_text],
    [t('field.area'), project.area_text],
    [t('field.constructionArea'), project.construction_area],
    [t('field.density'), project.building_density],
    [t('field.scale'), project.scale],
    [t('field.towers'), number(project.tower_count)],
    [t('field.apartments'), number(project.apartment_count)],
    [t('field.legal'), project.legal_status],
    [t('field.completion'), project.completion_time],
    [t('field.developer'), project.development_unit],
    [t('field.management'), project.management_unit],
    [t('field.design'), project.design_unit],
    [t('field.construction'), project.construction_unit],
    [t('field.contractor'), project.contractor_unit],
    [t('field.distribution'), project.distribution_unit],
  ];
  const filled = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (filled.length === 0) return <p className={classes.muted}>{t('noDetails')}</p>;
  return (
    <dl className={classes.facts}>
      {filled.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Utilities: what the project offers its residents. */
export function UtilitiesPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  if (project.utilities.length === 0) return <EmptyState icon={<SparkIcon size={26} />} title={t('noUtilities')} />;
  return (
    <ul className={classes.utilities}>
      {project.utilities.map((utility) => (
        <li key={utility.id} className={classes.utility}>
          <CheckIcon size={20} />
          {localized(locale, utility.name, utility.name_en)}
        </li>
      ))}
    </ul>
  );
}
