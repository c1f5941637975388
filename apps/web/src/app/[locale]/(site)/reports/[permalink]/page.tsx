import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { pageLocale } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/ui/rich-text';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { getReport } from '@/features/reports/api/get-report';
import { getOtherReports } from '@/features/reports/api/get-other-reports';
import { ReportHero } from '@/features/reports/components/report-hero';
import { ReportPackages } from '@/features/reports/components/report-packages';
import { ReportContents } from '@/features/reports/components/report-contents';
import { ReportFigures } from '@/features/reports/components/report-figures';
import { ReportGrid } from '@/features/reports/components/report-grid';
import { getReviews } from '@/features/reviews/api/get-reviews';
import { getFollowReportBlogs } from '@/features/blogs/api/get-follow-report-blogs';
import { RelatedPosts } from '@/features/blogs/components/related-posts';
import { ReaderPurchases } from './reader-purchases';
import { DeferredFreeDownloadForm, DeferredReviewSection } from './deferred-parts';
import classes from './report-page.module.css';
import { HydrateInSlices } from '@/components/ui/hydrate-in-slices';

interface ReportPageProps {
  params: Promise<{ locale: string; permalink: string }>;
}

export async function generateMetadata({ params }: ReportPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { permalink } = await params;
  const [report, settings] = await Promise.all([getReport(permalink, locale), getSiteSettings()]);
  if (!report) return {};
  const t = await getTranslations({ locale, namespace: 'reportDetail' });
  const title = localized(locale, report.title, report.title_en);
  return pageMetadata({
    locale,
    title: t('metaTitle', { title }),
    description: localized(locale, report.summary, report.summary_en) ?? t('metaDescription', { title }),
    paths: paths.report(report.permalink),
    image: report.cover_url ?? imageUrls(settings.page_share_image)[0],
    type: 'article',
  });
}

export default async function ReportPage({ params }: ReportPageProps) {
  const locale = await pageLocale(params);
  const { permalink } = await params;
  const report = await getReport(permalink, locale);
  if (!report) notFound();
  const context = { locale };
  const [t, others, reviews, posts] = await Promise.all([
    getTranslations('reportDetail'),
    getOtherReports(report.id, context).catch(() => null),
    getReviews({ reportId: report.id }, context).catch(() => null),
    getFollowReportBlogs(report.id, locale).catch(() => null),
  ]);
  const description = localized(locale, report.description, report.description_en);
  const freePackage = report.packages.find((item) => item.is_free);

  return (
    <Container size="xl" className={classes.page}>
      <Breadcrumbs
        label={t('breadcrumbs')}
        items={[
          { label: t('home'), href: paths.home },
          { label: t('reports'), href: paths.reports },
          { label: localized(locale, report.title, report.title_en) },
        ]}
      />
      <ReportHero report={report} />
      <div className={classes.columns}>
        <div className={classes.main}>
          {description && (
            <section aria-labelledby="report-description" className={classes.block}>
              <h2 id="report-description" className={classes.blockTitle}>
                {t('descriptionTitle')}
              </h2>
              <RichText html={description} />
            </section>
          )}
          <ReportFigures description={description} />
          <ReaderPurchases reportId={report.id} packages={report.packages} />
          <ReportContents reportId={report.id} contents={report.contents} />
        </div>
        <aside className={classes.aside} aria-label={t('buyLabel')}>
          <ReportPackages report={report} />
          {freePackage && (
            <DeferredFreeDownloadForm reportId={report.id} packageName={localized(locale, freePackage.name, freePackage.name_en)} />
          )}
        </aside>
      </div>
      <HydrateInSlices>
        <div className={classes.after}>
          <DeferredReviewSection reportId={report.id} initial={reviews} />
          <RelatedPosts posts={posts?.items ?? []} />
          {others && others.items.length > 0 && (
            <section aria-labelledby="other-reports" className={classes.block}>
              <h2 id="other-reports" className={classes.blockTitle}>
                {t('otherReports')}
              </h2>
              <ReportGrid reports={others.items} />
            </section>
          )}
        </div>
      </HydrateInSlices>
    </Container>
  );
}
