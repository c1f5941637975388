'use client';

import { useState } from 'react';
import { Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { contentBody, type AdminContent } from '@app/contracts/admin-reports';
import { contentFormats, type ContentFormat } from '@app/contracts/reports';
import type { Locale } from '@app/contracts/locale';
import { useAppForm } from '@/hooks/use-app-form';
import { localized } from '@/lib/localized';
import { FormActions } from '@/admin/form-actions';
import { FileField } from '@/admin/upload/file-field';
import { useReportOptions, useSaveContent } from '../api/contents';
import { contentFormValues, contentInput, type ContentFormValues } from './content-form-values';

/** `content` null creates one; `undefined` keeps the dialog closed. */
export function ContentFormDialog({
  content,
  reportId,
  onClose,
}: {
  content: AdminContent | null | undefined;
  /** The report the list is filtered on, chosen first for a new content. */
  reportId: string;
  onClose: () => void;
}) {
  const t = useTranslations('adminReportContents.form');
  return (
    <Modal
      opened={content !== undefined}
      onClose={onClose}
      title={content ? t('editTitle', { title: content.title }) : t('createTitle')}
      centered
      size="xl"
    >
      {content !== undefined && <ContentForm key={content?.id ?? 'new'} content={content} reportId={reportId} onDone={onClose} />}
    </Modal>
  );
}

export function ContentForm({ content, reportId, onDone }: { content: AdminContent | null; reportId: string; onDone: () => void }) {
  const t = useTranslations('adminReportContents');
  const locale = useLocale() as Locale;
  const save = useSaveContent(onDone);
  const form = useAppForm<ContentFormValues>({
    schema: contentBody,
    toInput: contentInput,
    initialValues: contentFormValues(content, reportId),
    error: save.error,
  });
  const [reportSearch, setReportSearch] = useState('');
  const chosenId = form.values.report_id ? Number(form.values.report_id) : null;
  const found = useReportOptions(reportSearch, null);
  const chosen = useReportOptions('', chosenId);
  const chosenReport = chosen.data?.find((report) => report.id === chosenId);
  const reportOptions = [...(chosenReport ? [chosenReport] : []), ...(found.data ?? [])]
    .filter((report, index, all) => all.findIndex((other) => other.id === report.id) === index)
    .map((report) => ({ value: String(report.id), label: report.title }));
  const packageOptions = (chosenReport?.packages ?? [])
    .filter((pkg) => pkg.active || String(pkg.id) === form.values.package_id)
    .map((pkg) => ({ value: String(pkg.id), label: localized(locale, pkg.name, pkg.name_en) }));
  const link = form.values.format === 'youtube' || form.values.source === 'link';

  const chooseFormat = (format: string) => {
    // A file of another format does not fit the new one.
    form.setValues({ format: format as ContentFormat, file_key: '', file_name: '' });
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ id: content?.id ?? null, body: contentBody.parse(contentInput(values)) }))}
      aria-label={content ? t('form.editTitle', { title: content.title }) : t('form.createTitle')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.report')}
            required
            data={reportOptions}
            searchable
            filter={({ options }) => options}
            onSearchChange={setReportSearch}
            nothingFoundMessage={t('form.noReport')}
            {...form.getInputProps('report_id')}
            value={form.values.report_id || null}
            onChange={(value) => form.setValues({ report_id: value ?? '', package_id: '' })}
          />
          <Select
            label={t('form.package')}
            required
            data={packageOptions}
            description={chosenReport && packageOptions.length === 0 ? t('form.noPackage') : undefined}
            allowDeselect={false}
            {...form.getInputProps('package_id')}
            value={form.values.package_id || null}
            onChange={(value) => form.setFieldValue('package_id', value ?? '')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('form.title')} required maxLength={500} {...form.getInputProps('title')} />
          <TextInput label={t('form.titleEn')} maxLength={500} {...form.getInputProps('title_en')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="content-format">
            {t('form.format')}
          </Text>
          <SegmentedControl
            aria-labelledby="content-format"
            value={form.values.format}
            onChange={chooseFormat}
            data={contentFormats.map((format) => ({ value: format, label: t(`format.${format}`) }))}
            fullWidth
          />
        </Stack>
        {form.values.format !== 'youtube' && (
          <SegmentedControl
            aria-label={t('form.source')}
            value={form.values.source}
            onChange={(source) => form.setFieldValue('source', source as ContentFormValues['source'])}
            data={[
              { value: 'file', label: t('form.sourceFile') },
              { value: 'link', label: t('form.sourceLink') },
            ]}
          />
        )}
        {link ? (
          <TextInput
            label={form.values.format === 'youtube' ? t('form.youtube') : t('form.url')}
            placeholder="https://"
            required
            maxLength={1000}
            {...form.getInputProps('url')}
          />
        ) : (
          <FileField
            label={t('form.file')}
            required
            value={form.values.file_key}
            file={
              content?.file_key && content.file_key === form.values.file_key
                ? { name: content.file_name ?? content.file_key, size: content.file_size, type: content.mime_type }
                : null
            }
            onChange={(value, file) => form.setValues({ file_key: value, file_name: file?.name ?? '' })}
            error={form.errors.file_key}
          />
        )}
        <Textarea
          label={t('form.previewText')}
          description={t('form.previewTextHint')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          {...form.getInputProps('preview_text')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {form.values.format === 'pdf' && (
            <NumberInput
              label={t('form.pageCount')}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              {...form.getInputProps('page_count')}
            />
          )}
          <NumberInput
            label={t('form.sortOrder')}
            description={t('form.sortOrderHint')}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            {...form.getInputProps('sort_order')}
          />
        </SimpleGrid>
        <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions onCancel={onDone} saving={save.isPending} creating={!content} />
      </Stack>
    </form>
  );
}
