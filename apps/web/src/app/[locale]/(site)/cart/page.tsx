import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { Container } from '@/components/ui/container';
import { RouteMessages } from '@/i18n/route-messages';
import { CartView } from '@/features/cart/components/cart-view';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface CartPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ popup?: string }>;
}

export async function generateMetadata({ params }: CartPageProps): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CartPage({ params, searchParams }: CartPageProps) {
  const [{ locale: requested }, { popup }] = await Promise.all([params, searchParams]);
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return (
    <Container size="xl">
      <RouteMessages route="cart">
        <CartView openPopup={popup === '1'} />
      </RouteMessages>
    </Container>
  );
}
