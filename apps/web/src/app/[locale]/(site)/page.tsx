import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Area, Province } from '@app/contracts/geography';
import { defaultLocale, type Locale } from '@app/contracts/locale';
import { Container } from '@mantine/core';
import { routing } from '@/i18n/routing';
import { getServerContext } from '@/lib/server-context';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { getProvinces } from '@/features/geography/api/get-provinces';
import { getAreas } from '@/features/geography/api/get-areas';
import { ProvinceDirectory } from '@/features/geography/components/province-directory';
import { HomeHero } from '@/features/home/components/home-hero';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

async function resolveLocale(params: HomePageProps['params']): Promise<Locale> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? locale : defaultLocale;
}

/** Staff write the title and description settings in Vietnamese; English pages use their own texts. */
export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const [settings, t] = await Promise.all([getSiteSettings(), getTranslations({ locale, namespace: 'meta' })]);
  const fromSettings = locale === defaultLocale;
  const title = (fromSettings && settings.page_title) || t('title');
  const description = (fromSettings && settings.description) || t('description');
  return {
    title,
    description,
    alternates: { canonical: locale === defaultLocale ? '/' : `/${locale}`, languages: { vi: '/', en: '/en' } },
    openGraph: { title, description, images: imageUrls(settings.page_share_image) },
  };
}

export default async function HomePage({ params }: HomePageProps) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const context = await getServerContext();
  // Each part degrades on its own: without the API the page shows its texts and an empty state.
  const [settings, provinces, areas] = await Promise.all([
    getSiteSettings(),
    getProvinces({ active: true }, context).catch((): Province[] => []),
    getAreas({ active: true }, context).catch((): Area[] => []),
  ]);

  return (
    <>
      <HomeHero desktopBanner={imageUrls(settings.home_banner_desktop)[0]} mobileBanner={imageUrls(settings.home_banner_mobile)[0]} />
      <Container size="xl">
        <ProvinceDirectory provinces={provinces} areas={areas} />
      </Container>
    </>
  );
}
