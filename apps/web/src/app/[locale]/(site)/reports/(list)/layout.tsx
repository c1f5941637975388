import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { Area, Province, ProvincialUnit } from '@app/contracts/geography';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { getAreas } from '@/api/get-areas';
import { getProvinces } from '@/api/get-provinces';
import { getProvincialUnits } from '@/api/get-provincial-units';
import { RouteMessages } from '@/i18n/route-messages';
import { ReportFilters } from '@/features/reports/components/report-filters';
import { areaChoices, placeChoices } from '@/features/reports/utils/place-choices';
import classes from './reports-page.module.css';

/**
 * The list's frame stays mounted while the results change: the filters keep their focus and the
 * skeleton of loading.tsx only replaces the results.
 */
export default async function ReportListLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  const context = { locale };
  const geographyCache = publicCache(pageCacheTags.geography);
  const [t, areas, provinces, units] = await Promise.all([
    getTranslations('reports'),
    getAreas({ active: true }, context, undefined, geographyCache).catch((): Area[] => []),
    getProvinces({ active: true }, context, undefined, geographyCache).catch((): Province[] => []),
    getProvincialUnits(context, undefined, geographyCache).catch((): ProvincialUnit[] => []),
  ]);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        above={<Breadcrumbs label={t('breadcrumbs')} items={[{ label: t('home'), href: paths.home }, { label: t('title') }]} />}
      />
      <Container size="xl" className={classes.layout}>
        <div className={classes.filters}>
          {/* No boundary of its own: with one, the form came later in the stream than the cards, and on
              phones, where the filters come first, every card moved down when it replaced its
              placeholder. The page is drawn for each request, so reading the address needs none. */}
          <RouteMessages route="reportList">
            <ReportFilters areas={areaChoices(areas)} provinces={placeChoices(provinces)} units={placeChoices(units)} />
          </RouteMessages>
        </div>
        {children}
      </Container>
    </>
  );
}
