import { useLocale, useTranslations } from 'next-intl';
import type { ProjectDetail } from '@app/contracts/projects';
import { localized } from '@/lib/localized';
import { EmptyState } from '@/components/ui/empty-state';
import { MapPinIcon } from '@/components/ui/icons';
import type { NearProject } from '../api/get-nearest-projects';
import type { MapProvider } from '../utils/map-provider';
import { LiveProjectMap } from './live-project-map';
import { StaticProjectMap, type MapMarker } from '@/components/map/static-project-map';
import classes from './project-map-section.module.css';

/** Where the project is, with the configured map provider; the drawn map is the default and the fallback. */
export function ProjectMapSection({
  project,
  nearby,
  provider,
}: {
  project: ProjectDetail;
  nearby: readonly NearProject[];
  provider: MapProvider;
}) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const title = localized(locale, project.title, project.title_en);
  const located = (item: { latitude: number | null; longitude: number | null }) => item.latitude !== null && item.longitude !== null;
  const markers: MapMarker[] = nearby.filter(located).map((item) => ({
    lat: item.latitude!,
    lng: item.longitude!,
    title: localized(locale, item.title, item.title_en),
    permalink: item.permalink,
  }));

  return (
    <section aria-labelledby="project-map-title" className={classes.section}>
      <h2 id="project-map-title" className={classes.title}>
        {t('mapTitle')}
      </h2>
      {!located(project) ? (
        <EmptyState icon={<MapPinIcon size={26} />} title={t('noLocation')} />
      ) : (
        <>
          {provider === 'image' ? (
            <StaticProjectMap
              center={{ lat: project.latitude!, lng: project.longitude!, title, permalink: project.permalink }}
              nearby={markers}
              label={t('mapLabel', { name: title })}
            />
          ) : (
            <LiveProjectMap
              provider={provider}
              center={{ lat: project.latitude!, lng: project.longitude!, title }}
              nearby={markers}
              notice={t('mapFallback')}
            >
              <StaticProjectMap
                center={{ lat: project.latitude!, lng: project.longitude!, title, permalink: project.permalink }}
                nearby={markers}
                label={t('mapLabel', { name: title })}
              />
            </LiveProjectMap>
          )}
          {project.address && (
            <p className={classes.address}>
              <MapPinIcon size={16} />
              {project.address}
            </p>
          )}
        </>
      )}
    </section>
  );
}
