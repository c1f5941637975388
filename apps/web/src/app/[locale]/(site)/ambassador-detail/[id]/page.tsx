import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/config/paths';
import { pageLocale } from '@/lib/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import { getAmbassador } from '@/features/ambassadors/api/get-ambassador';
import { AmbassadorProfile } from '@/features/ambassadors/components/ambassador-profile';

interface AmbassadorPageProps {
  params: Promise<{ locale: string; id: string }>;
}

/** Ids are whole numbers; anything else is no ambassador. */
function ambassadorId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function generateMetadata({ params }: AmbassadorPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const id = ambassadorId((await params).id);
  const ambassador = id === null ? null : await getAmbassador(id, locale);
  if (!ambassador) return {};
  const t = await getTranslations({ locale, namespace: 'ambassadors' });
  return pageMetadata({
    locale,
    title: t('metaTitle', { name: ambassador.name }),
    description: ambassador.introduction ?? t('metaDescription', { name: ambassador.name }),
    paths: paths.ambassador(ambassador.id),
    image: ambassador.avatar_url,
  });
}

/** A locked, unapproved or unknown ambassador has no page: the site's 404. */
export default async function AmbassadorPage({ params }: AmbassadorPageProps) {
  const locale = await pageLocale(params);
  const id = ambassadorId((await params).id);
  const ambassador = id === null ? null : await getAmbassador(id, locale);
  if (!ambassador) notFound();
  return <AmbassadorProfile ambassador={ambassador} />;
}
