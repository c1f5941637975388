import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { pageLocale } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PanelTabs } from '@/components/ui/panel-tabs';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { getProject } from '@/features/projects/api/get-project';
import { getNearestProjects } from '@/features/projects/api/get-nearest-projects';
import { ProjectHero } from '@/features/projects/components/project-hero';
import { DetailsPanel, IntroductionPanel, UtilitiesPanel } from '@/features/projects/components/project-panels';
import { InvestorPanel } from '@/features/projects/components/investor-panel';
import { AmbassadorPanel } from '@/features/projects/components/ambassador-panel';
import { ProjectMapSection } from '@/features/projects/components/project-map-section';
import { NearbyProjects } from '@/features/projects/components/nearby-projects';
import { PriceComparison } from '@/features/projects/components/price-comparison';
import { mapProvider } from '@/features/projects/utils/map-provider';
import { getProjectReports } from '@/features/reports/api/get-project-reports';
import { ReportGrid } from '@/features/reports/components/report-grid';
import classes from './project-page.module.css';
import { HydrateInSlices } from '@/components/ui/hydrate-in-slices';

interface ProjectPageProps {
  params: Promise<{ locale: string; permalink: string }>;
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { permalink } = await params;
  const [project, settings] = await Promise.all([getProject(permalink, locale), getSiteSettings()]);
  if (!project) return {};
  const t = await getTranslations({ locale, namespace: 'projects' });
  const title = localized(locale, project.title, project.title_en);
  return pageMetadata({
    locale,
    title: t('metaTitle', { title }),
    description: project.summary ?? t('metaDescription', { title }),
    paths: paths.projectReport(project.permalink),
    image: project.cover_url ?? imageUrls(settings.page_share_image)[0],
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const locale = await pageLocale(params);
  const { permalink } = await params;
  const project = await getProject(permalink, locale);
  if (!project) notFound();
  const context = { locale };
  const [t, settings, nearby, reports] = await Promise.all([
    getTranslations('projects'),
    getSiteSettings(),
    getNearestProjects(project.id, context).catch(() => null),
    getProjectReports(project.id, context).catch(() => null),
  ]);
  const nearbyItems = nearby?.items ?? [];

  return (
    <Container size="xl" className={classes.page}>
      <div>
        <Breadcrumbs
          label={t('breadcrumbs')}
          items={[
            { label: t('home'), href: paths.home },
            { label: t('reports'), href: paths.reports },
            { label: localized(locale, project.title, project.title_en) },
          ]}
        />
        <ProjectHero project={project} />
      </div>
      <PanelTabs
        label={t('tabsLabel')}
        tabs={[
          { value: 'introduction', label: t('tab.introduction'), panel: <IntroductionPanel project={project} /> },
          { value: 'details', label: t('tab.details'), panel: <DetailsPanel project={project} /> },
          { value: 'utilities', label: t('tab.utilities'), panel: <UtilitiesPanel project={project} /> },
          { value: 'investor', label: t('tab.investor'), panel: <InvestorPanel investor={project.investor} /> },
          { value: 'ambassador', label: t('tab.ambassador'), panel: <AmbassadorPanel ambassador={project.ambassador} /> },
        ]}
      />
      <HydrateInSlices>
        <div className={classes.mapRow}>
          <ProjectMapSection project={project} nearby={nearbyItems} provider={mapProvider(settings.map_provider)} />
          <PriceComparison project={project} nearby={nearbyItems} />
        </div>
        <NearbyProjects projects={nearbyItems} />
        <section aria-labelledby="project-reports" className={classes.block}>
          <h2 id="project-reports" className={classes.blockTitle}>
            {t('reportsTitle')}
          </h2>
          {reports && reports.items.length > 0 ? (
            <ReportGrid reports={reports.items} />
          ) : (
            <p className={classes.muted}>{t('reportsEmpty')}</p>
          )}
        </section>
      </HydrateInSlices>
    </Container>
  );
}
