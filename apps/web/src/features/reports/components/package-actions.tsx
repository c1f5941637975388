'use client';

import { useTranslations } from 'next-intl';
import { useCartActions } from '@/hooks/use-cart-actions';
import { CartIcon } from '@/components/ui/icons';
import { CheckIcon, DownloadIcon } from '@/components/ui/catalogue-icons';
import { ActionButton } from '@/components/ui/button-link';
import { useOwnsPackage } from '../hooks/use-purchased-contents';
import { FREE_DOWNLOAD_FORM_ID } from './free-download-anchor';
import { PURCHASED_CONTENTS_ID } from './purchased-contents-anchor';
import classes from './package-actions.module.css';

interface PackageActionsProps {
  reportId: number;
  packageId: number;
  isFree: boolean;
  packageName: string;
}

/**
 * Paid packages go to the cart or straight to checkout; the free one leads to the guest form; a
 * package the reader already owns leads to its open contents instead of selling it again. The
 * buttons are drawn without Mantine, so the page's first load carries none of its code.
 */
export function PackageActions({ reportId, packageId, isFree, packageName }: PackageActionsProps) {
  const t = useTranslations('reportReader');
  const cart = useCartActions();
  const owned = useOwnsPackage(reportId, packageId, !isFree);
  if (owned) {
    return (
      <ActionButton
        href={`#${PURCHASED_CONTENTS_ID}`}
        variant="light"
        color="green"
        leftSection={<CheckIcon size={18} />}
        aria-label={t('ownedNamed', { name: packageName })}
      >
        {t('owned')}
      </ActionButton>
    );
  }
  if (isFree) {
    return (
      <ActionButton href={`#${FREE_DOWNLOAD_FORM_ID}`} color="green" leftSection={<DownloadIcon size={18} />}>
        {t('getFree')}
      </ActionButton>
    );
  }
  const item = { report_id: reportId, type_id: packageId };
  return (
    <div className={classes.pair}>
      <ActionButton
        variant="default"
        leftSection={<CartIcon size={18} />}
        onClick={() => cart.addToCart(item)}
        aria-label={t('addToCartNamed', { name: packageName })}
      >
        {t('addToCart')}
      </ActionButton>
      <ActionButton onClick={() => cart.buyNow(item)} aria-label={t('buyNowNamed', { name: packageName })}>
        {t('buyNow')}
      </ActionButton>
    </div>
  );
}
