'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Loader } from '@mantine/core';
import type { BankTransferDetails } from '@app/contracts/orders';
import { formatDong } from '@/lib/format-money';
import { CopyField } from './copy-field';
import classes from './order-payment.module.css';

const QR_SIZE = 240;

function QrLoading() {
  const t = useTranslations('payments');
  return (
    <div className={classes.qrPlaceholder} role="status">
      <Loader size="sm" />
      <span className="visually-hidden">{t('qrLoading')}</span>
    </div>
  );
}

// The QR encoder is fetched only by this page, after the details are on screen.
const VietQrCode = dynamic(() => import('./viet-qr-code').then((module) => module.VietQrCode), { ssr: false, loading: QrLoading });

/** Where and how to transfer: the shop's account, the amount and the syntax, with the VietQR code that fills them in. */
export function BankTransferPanel({ transfer }: { transfer: BankTransferDetails }) {
  const t = useTranslations('payments');
  return (
    <section className={classes.card} aria-labelledby="bank-title">
      <h2 id="bank-title" className={classes.cardTitle}>
        {t('bankTitle')}
      </h2>
      <p className={classes.muted}>{t('bankIntro')}</p>
      <div className={classes.bank}>
        <figure className={classes.qr}>
          <VietQrCode
            payload={transfer.vietqr}
            size={QR_SIZE}
            label={t('qrLabel', { amount: formatDong(transfer.amount), account: transfer.bank_account_number })}
          />
          <figcaption>
            <strong>{t('qrTitle')}</strong>
            <span>{t('qrHint')}</span>
          </figcaption>
        </figure>
        <dl className={classes.details}>
          <CopyField label={t('bankName')} value={transfer.bank_name} />
          <CopyField label={t('accountNumber')} value={transfer.bank_account_number} />
          <CopyField label={t('accountName')} value={transfer.bank_account_name} />
          <CopyField label={t('amount')} value={String(transfer.amount)} display={formatDong(transfer.amount)} emphasis />
          <CopyField label={t('transferSyntax')} value={transfer.transfer_syntax} hint={t('transferSyntaxHint')} emphasis />
        </dl>
      </div>
    </section>
  );
}
