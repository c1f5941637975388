'use client';

import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { rejectAmbassadorBody, REJECT_REASON_MAX } from '@app/contracts/admin-ambassadors';
import type { AdminAmbassador } from '@app/contracts/ambassadors';
import { useAppForm } from '@/hooks/use-app-form';
import { useRejectAmbassador } from '../api/change-ambassador';

/** Turning a registration down always says why: the applicant reads the reason. */
export function RejectDialog({ ambassador, onClose }: { ambassador: AdminAmbassador | null; onClose: () => void }) {
  const t = useTranslations('adminAmbassadors.rejectDialog');
  return (
    <Modal opened={ambassador !== null} onClose={onClose} title={ambassador ? t('title', { name: ambassador.name }) : ''} centered>
      {ambassador && <RejectForm key={ambassador.id} ambassador={ambassador} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({ ambassador, onDone }: { ambassador: AdminAmbassador; onDone: () => void }) {
  const t = useTranslations('adminAmbassadors');
  const ta = useTranslations('admin.form');
  const reject = useRejectAmbassador(onDone);
  const form = useAppForm({ schema: rejectAmbassadorBody, initialValues: { reason: '' }, error: reject.error });
  return (
    <form onSubmit={form.onSubmit((values) => reject.mutate({ id: ambassador.id, reason: values.reason }))}>
      <Stack>
        <Textarea
          label={t('rejectDialog.reason')}
          description={t('rejectDialog.reasonHint')}
          required
          autosize
          minRows={3}
          maxLength={REJECT_REASON_MAX}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {ta('cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('actions.reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
