import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { Container } from '@/components/ui/container';
import { OrderPayment } from '@/features/payments/components/order-payment';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface PaymentPageProps {
  params: Promise<{ locale: string; orderId: string }>;
  searchParams: Promise<{ momo?: string }>;
}

export async function generateMetadata({ params }: PaymentPageProps): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'payments' });
  return { title: t('title'), robots: { index: false } };
}

/** The bill-payment page: the order is read in the browser, which follows it until it is paid. */
export default async function PaymentPage({ params, searchParams }: PaymentPageProps) {
  const [{ locale: requested, orderId }, { momo }] = await Promise.all([params, searchParams]);
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const id = Number(orderId);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return (
    <Container size="xl">
      <OrderPayment orderId={id} startMomo={momo === '1'} />
    </Container>
  );
}
