import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/config/paths';
import { pageLocale } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { PolicyArticle } from '@/features/site-info/components/policy-article';
import { policyForSlug } from '@/features/site-info/utils/policies';

interface PolicyPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: PolicyPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const policy = policyForSlug((await params).slug);
  if (!policy) return {};
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'policies' }), getSiteSettings()]);
  return pageMetadata({
    locale,
    title: `${t(`${policy}.title`)} | Sen Vàng Data`,
    description: t(`${policy}.summary`),
    paths: paths.policy[policy],
    image: imageUrls(settings.page_share_image)[0],
  });
}

export default async function PolicyPage({ params }: PolicyPageProps) {
  await pageLocale(params);
  const policy = policyForSlug((await params).slug);
  if (!policy) notFound();
  return <PolicyArticle policy={policy} />;
}
