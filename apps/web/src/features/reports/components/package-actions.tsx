'use client';

import { useTranslations } from 'next-intl';
import { Button, Group } from '@mantine/core';
import { useCartActions } from '@/hooks/use-cart-actions';
import { CartIcon } from '@/components/ui/icons';
import { DownloadIcon } from '@/components/ui/catalogue-icons';
import { FREE_DOWNLOAD_FORM_ID } from './free-download-anchor';

interface PackageActionsProps {
  reportId: number;
  packageId: number;
  isFree: boolean;
  packageName: string;
}

/** Paid packages go to the cart or straight to checkout; the free one leads to the guest form. */
export function PackageActions({ reportId, packageId, isFree, packageName }: PackageActionsProps) {
  const t = useTranslations('reportReader');
  const cart = useCartActions();
  if (isFree) {
    return (
      <Button component="a" href={`#${FREE_DOWNLOAD_FORM_ID}`} color="green.9" leftSection={<DownloadIcon size={18} />}>
        {t('getFree')}
      </Button>
    );
  }
  const item = { report_id: reportId, type_id: packageId };
  return (
    <Group gap="sm" grow>
      <Button
        variant="default"
        leftSection={<CartIcon size={18} />}
        onClick={() => cart.addToCart(item)}
        aria-label={t('addToCartNamed', { name: packageName })}
      >
        {t('addToCart')}
      </Button>
      <Button onClick={() => cart.buyNow(item)} aria-label={t('buyNowNamed', { name: packageName })}>
        {t('buyNow')}
      </Button>
    </Group>
  );
}
