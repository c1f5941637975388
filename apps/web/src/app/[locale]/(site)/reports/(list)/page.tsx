import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Area, Province, ProvincialUnit } from '@app/contracts/geography';
import { REPORT_PAGE_SIZE } from '@app/contracts/reports';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';
import { pageCount } from '@/lib/page-numbers';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLinks } from '@/components/ui/page-links';
import { ButtonLink } from '@/components/ui/button-link';
import { ChartIcon } from '@/components/ui/icons';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls, reportVideos } from '@/features/settings/utils/setting-values';
import { getAreas } from '@/api/get-areas';
import { getProvinces } from '@/api/get-provinces';
import { getProvincialUnits } from '@/api/get-provincial-units';
import { getReports } from '@/features/reports/api/get-reports';
import { getProvinceReportCounts } from '@/features/reports/api/get-province-report-counts';
import { ReportGrid } from '@/features/reports/components/report-grid';
import { ProvinceMap } from '@/features/reports/components/province-map';
import { ReportListSummary } from '@/features/reports/components/report-list-summary';
import { ReportVideos } from '@/features/reports/components/report-videos';
import { hasFilters, parseReportQuery, reportQueryString, type ReportQuery } from '@/features/reports/utils/report-query';
import classes from './reports-page.module.css';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface ReportsPageProps {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: ReportsPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, settings, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reports' }),
    getSiteSettings(),
    searchParams.then(parseReportQuery),
  ]);
  return pageMetadata({
    locale,
    title: query.page > 1 ? t('metaTitlePage', { page: query.page }) : t('metaTitle'),
    description: t('metaDescription'),
    paths: `${paths.reports}${reportQueryString(query)}`,
    image: imageUrls(settings.page_share_image)[0],
  });
}

export default async function ReportsPage({ params, searchParams }: ReportsPageProps) {
  const locale = await pageLocale(params);
  const query = parseReportQuery(await searchParams);
  const context = { locale };
  const geographyCache = publicCache(pageCacheTags.geography);
  const [t, settings, reports, areas, provinces, units, counts] = await Promise.all([
    getTranslations('reports'),
    getSiteSettings(),
    getReports(query, context).catch(() => null),
    getAreas({ active: true }, context, undefined, geographyCache).catch((): Area[] => []),
    getProvinces({ active: true }, context, undefined, geographyCache).catch((): Province[] => []),
    getProvincialUnits(context, undefined, geographyCache).catch((): ProvincialUnit[] => []),
    // Without counts the map still shows the provinces.
    getProvinceReportCounts(context).catch(() => new Map<number, number>()),
  ]);
  const filtered = hasFilters(query);
  const hrefFor = (next: Partial<ReportQuery>) => `${paths.reports}${reportQueryString({ ...query, ...next })}`;

  return (
    <>
      <section aria-labelledby="report-results" className={classes.results}>
        <ReportListSummary id="report-results" query={query} total={reports?.total} areas={areas} provinces={provinces} units={units} />
        {reports === null ? (
          <EmptyState icon={<ChartIcon size={28} />} title={t('loadFailed')} description={t('loadFailedHint')} />
        ) : reports.items.length === 0 ? (
          <EmptyState
            icon={<ChartIcon size={28} />}
            title={filtered ? t('emptyFiltered') : t('empty')}
            description={filtered ? t('emptyFilteredHint') : t('emptyHint')}
            action={
              filtered ? (
                <ButtonLink href={paths.reports} variant="default">
                  {t('clearFilters')}
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <ReportGrid reports={reports.items} priorityCount={1} />
        )}
        <PageLinks
          page={query.page}
          totalPages={reports ? pageCount(reports.total, REPORT_PAGE_SIZE) : 0}
          hrefFor={(page) => hrefFor({ page })}
        />
      </section>
      <aside className={classes.aside} aria-label={t('mapTitle')}>
        <div className={classes.asideSticky}>
          <ProvinceMap
            provinces={provinces}
            counts={counts}
            selectedProvinceId={query.provinceId}
            hrefFor={(provinceId) => hrefFor({ provinceId, unitId: undefined, areaId: undefined, page: 1 })}
          />
        </div>
      </aside>
      <ReportVideos id="report-videos" videos={reportVideos(settings.report_video_list, locale)} className={classes.videos} />
    </>
  );
}
