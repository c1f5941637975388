import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/config/paths';

interface ProductCartPageProps {
  params: Promise<{ locale: string }>;
}

/** The cart popup's own address: the cart page with the popup open. */
export default async function ProductCartPage({ params }: ProductCartPageProps) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  redirect({ href: paths.cartWithPopup, locale });
}
