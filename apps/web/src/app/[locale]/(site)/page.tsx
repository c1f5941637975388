import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Area, Province } from '@app/contracts/geography';
import { defaultLocale } from '@app/contracts/locale';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';
import { ButtonLink } from '@/components/ui/button-link';
import { PanelTabs } from '@/components/ui/panel-tabs';
import { Section } from '@/components/ui/section';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, ChartIcon } from '@/components/ui/icons';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { getProvinces } from '@/api/get-provinces';
import { getAreas } from '@/api/get-areas';
import { ProvinceDirectory } from '@/features/geography/components/province-directory';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeVideo } from '@/features/home/components/home-video';
import { PromoBannerLoader } from '@/features/home/components/promo-banner-loader';
import { isBannerEnabled } from '@/features/home/utils/banner-flag';
import { getFeaturedReports } from '@/features/reports/api/get-reports';
import { ReportGrid } from '@/features/reports/components/report-grid';
import { getExpertTeam } from '@/features/ambassadors/api/get-expert-team';
import { ExpertTeam } from '@/features/ambassadors/components/expert-team';
import { getReviews } from '@/features/reviews/api/get-reviews';
import { LatestReviews } from '@/features/reviews/components/latest-reviews';
import { DeferredCommunitySignupForm, DeferredSubscribeForm } from '@/features/contacts/components/deferred-forms';
import { getHotNews } from '@/features/blogs/api/get-hot-news';
import { BlogGrid } from '@/features/blogs/components/blog-grid';
import { getInvestors } from '@/features/projects/api/get-investors';
import { PartnerLogos } from '@/features/projects/components/partner-logos';
import { HydrateInSlices } from '@/components/ui/hydrate-in-slices';
import classes from './home-page.module.css';

interface HomePageProps {
  params: LocaleParams;
}

/** Staff write the title and description settings in Vietnamese; English pages use their own texts. */
export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [settings, t] = await Promise.all([getSiteSettings(), getTranslations({ locale, namespace: 'meta' })]);
  const fromSettings = locale === defaultLocale;
  return pageMetadata({
    locale,
    title: (fromSettings && settings.page_title) || t('title'),
    description: (fromSettings && settings.description) || t('description'),
    paths: paths.home,
    image: imageUrls(settings.page_share_image)[0],
  });
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await pageLocale(params);
  const context = { locale };
  const geographyCache = publicCache(pageCacheTags.geography);
  // Each part degrades on its own: without the API the page shows its texts and empty states.
  const [t, settings, provinces, areas, hot, latest, experts, reviews, news, investors] = await Promise.all([
    getTranslations('homeSections'),
    getSiteSettings(),
    getProvinces({ active: true }, context, undefined, geographyCache).catch((): Province[] => []),
    getAreas({ active: true }, context, undefined, geographyCache).catch((): Area[] => []),
    getFeaturedReports('hot', context).catch(() => null),
    getFeaturedReports('latest', context).catch(() => null),
    getExpertTeam(context).catch(() => null),
    getReviews({}, context).catch(() => null),
    getHotNews(locale, 3).catch(() => null),
    getInvestors(context).catch(() => null),
  ]);
  const reportPanel = (items: NonNullable<typeof hot>['items'] | undefined) =>
    items && items.length > 0 ? <ReportGrid reports={items} /> : <EmptyState icon={<ChartIcon size={28} />} title={t('reportsEmpty')} />;

  return (
    <>
      <HomeHero desktopBanner={imageUrls(settings.home_banner_desktop)[0]} mobileBanner={imageUrls(settings.home_banner_mobile)[0]} />
      <Section
        id="home-reports"
        title={t('reportsTitle')}
        subtitle={t('reportsSubtitle')}
        action={
          <ButtonLink href={paths.reports} variant="default" rightSection={<ArrowRightIcon size={16} />}>
            {t('reportsAll')}
          </ButtonLink>
        }
      >
        <PanelTabs
          label={t('reportsTabs')}
          tabs={[
            { value: 'hot', label: t('reportsHot'), panel: reportPanel(hot?.items) },
            { value: 'latest', label: t('reportsLatest'), panel: reportPanel(latest?.items) },
          ]}
        />
      </Section>
      <HydrateInSlices>
        <HomeVideo url={settings.home_video_link} />
        <Container size="xl">
          <ProvinceDirectory provinces={provinces} areas={areas} />
        </Container>
        <Section id="home-experts" title={t('expertsTitle')} subtitle={t('expertsSubtitle')} tone="tinted">
          <ExpertTeam experts={experts?.items ?? []} />
        </Section>
        <Section id="home-reviews" title={t('reviewsTitle')} subtitle={t('reviewsSubtitle')}>
          <LatestReviews reviews={reviews?.items ?? []} />
        </Section>
        <Section id="home-community" title={t('communityTitle')} subtitle={t('communitySubtitle')} tone="tinted">
          <DeferredCommunitySignupForm />
        </Section>
        <Section
          id="home-news"
          title={t('newsTitle')}
          subtitle={t('newsSubtitle')}
          action={
            <ButtonLink href={paths.blog[locale]} variant="default" rightSection={<ArrowRightIcon size={16} />}>
              {t('newsAll')}
            </ButtonLink>
          }
        >
          {news && news.items.length > 0 ? <BlogGrid posts={news.items} /> : <p className={classes.muted}>{t('newsEmpty')}</p>}
        </Section>
        <Section id="home-partners" title={t('partnersTitle')} subtitle={t('partnersSubtitle')}>
          <PartnerLogos investors={investors?.items ?? []} />
        </Section>
        <Section id="home-subscribe" title={t('subscribeTitle')} subtitle={t('subscribeSubtitle')} tone="tinted">
          <div className={classes.subscribe}>
            <DeferredSubscribeForm />
          </div>
        </Section>
      </HydrateInSlices>
      {isBannerEnabled(settings.banner_ads_show, settings.banner_ads_media) && (
        <PromoBannerLoader media={imageUrls(settings.banner_ads_media)[0]!} url={settings.banner_ads_url || undefined} />
      )}
    </>
  );
}
