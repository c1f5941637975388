'use client';

import { Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { CONTACT_NOTE_MAX, contactRequestStatuses, updateContactBody, type AdminContact } from '@app/contracts/admin-contacts';
import type { Locale } from '@app/contracts/locale';
import { formatMomentWithTime } from '@/lib/format-date';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useUpdateContact } from '../api/update-contact';
import { contactName } from './contact-name';

/** A request's status and staff note; the visitor's own words are shown, not edited. */
export function ContactEditDialog({ contact, onClose }: { contact: AdminContact | null; onClose: () => void }) {
  const t = useTranslations('adminContacts.edit');
  return (
    <Modal opened={contact !== null} onClose={onClose} title={contact ? t('title', { name: contactName(contact) }) : ''} centered size="lg">
      {contact && <ContactEditForm key={contact.id} contact={contact} onDone={onClose} />}
    </Modal>
  );
}

function ContactEditForm({ contact, onDone }: { contact: AdminContact; onDone: () => void }) {
  const t = useTranslations('adminContacts');
  const locale = useLocale() as Locale;
  const update = useUpdateContact(onDone);
  const form = useAppForm({
    schema: updateContactBody,
    initialValues: { status: contact.status as string, note: contact.note ?? '' },
    error: update.error,
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => update.mutate({ id: contact.id, body: updateContactBody.parse(values) }))}>
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Stack gap={4}>
            <Text size="sm">
              <b>{contactName(contact)}</b> · {contact.email}
              {contact.phone ? ` · ${contact.phone}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMomentWithTime(contact.created_at, locale)}
              {contact.report ? ` · ${contact.report.title}` : ''}
            </Text>
            {contact.message && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {contact.message}
              </Text>
            )}
          </Stack>
        </Paper>
        <Select
          label={t('edit.status')}
          data={contactRequestStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('status')}
        />
        <Textarea
          label={t('edit.note')}
          description={t('edit.noteHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CONTACT_NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <FormActions onCancel={onDone} saving={update.isPending} />
      </Stack>
    </form>
  );
}
