import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { Container } from '@/components/ui/container';
import { MomoReturn } from '@/features/payments/components/momo-return';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface MomoReturnPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: MomoReturnPageProps): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'payments' });
  return { title: t('momoResultTitle'), robots: { index: false } };
}

/** MoMo's return URL: the query MoMo appends is handed on to the shop's check. */
export default async function MomoReturnPage({ params, searchParams }: MomoReturnPageProps) {
  const [{ locale: requested }, query] = await Promise.all([params, searchParams]);
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const single = Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
  return (
    <Container size="md">
      <MomoReturn query={single} />
    </Container>
  );
}
