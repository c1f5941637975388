import { Alert, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { AmbassadorRegistration } from '@app/contracts/ambassadors';
import type { Locale } from '@app/contracts/locale';
import { AnchorLink } from '@/components/ui/anchor-link';
import { paths } from '@/config/paths';

interface AmbassadorStatusProps {
  registration: AmbassadorRegistration;
  locale: Locale;
  /** Staff's thank-you text (Vietnamese); English pages use their own. */
  successText?: string;
  /** The approved ambassador's public page, unless locked. */
  ambassadorId: number | null;
}

/** DOMAIN.md: not handled (waiting), approved, rejected (may send again); an approved ambassador may be locked. */
export async function AmbassadorStatus({ registration, locale, successText, ambassadorId }: AmbassadorStatusProps) {
  const t = await getTranslations({ locale, namespace: 'account' });
  switch (registration.registration_status) {
    case 'not_handled':
      return (
        <Alert color="yellow" title={t('ambassador.pendingTitle')} role="status">
          <Text size="sm">{(locale === 'vi' && successText) || t('ambassador.pendingText')}</Text>
        </Alert>
      );
    case 'approved':
      return (
        <Alert color="green" title={t('ambassador.approvedTitle')} role="status">
          {registration.status === 'lock' || ambassadorId === null ? (
            <Text size="sm">{t('ambassador.lockedText')}</Text>
          ) : (
            <Text size="sm">
              {t('ambassador.approvedText')}{' '}
              <AnchorLink href={paths.ambassador(ambassadorId)} fw={600}>
                {t('ambassador.openPage')}
              </AnchorLink>
            </Text>
          )}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert color="red" title={t('ambassador.rejectedTitle')} role="status">
          <Text size="sm">{t('ambassador.rejectedText')}</Text>
        </Alert>
      );
  }
}
