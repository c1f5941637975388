'use client';

import { useState } from 'react';
import { Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslations } from 'next-intl';
import { reportBody, reportStatuses, type AdminReport } from '@app/contracts/admin-reports';
import { slugify } from '@app/contracts/permalink';
import { useProjectSearch } from '@/api/search-projects';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { ImageField } from '@/admin/upload/image-field';
import { DraftRestoreAlert } from '@/admin/rich-text/draft-restore-alert';
import { RichTextEditor } from '@/admin/rich-text/rich-text-editor';
import { useDraftAutosave } from '@/admin/rich-text/use-draft-autosave';
import { useLeaveGuard } from '@/admin/rich-text/use-leave-guard';
import { usePackageChoices, usePlaceChoices, useProjectTitle } from '../api/get-report-choices';
import { useSaveReport } from '../api/save-report';
import { reportFormValues, reportInput, type ReportFormValues } from './report-form-values';

/** `report` null creates one; `undefined` keeps the dialog closed. */
export function ReportFormDialog({ report, onClose }: { report: AdminReport | null | undefined; onClose: () => void }) {
  const t = useTranslations('adminReports.form');
  return (
    <Modal
      opened={report !== undefined}
      onClose={onClose}
      title={report ? t('editTitle', { title: report.title }) : t('createTitle')}
      centered
      size="xl"
    >
      {report !== undefined && <ReportForm key={report?.id ?? 'new'} report={report} onDone={onClose} />}
    </Modal>
  );
}

const unique = <T extends { value: string }>(options: T[]) =>
  options.filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index);

export function ReportForm({ report, onDone }: { report: AdminReport | null; onDone: () => void }) {
  const t = useTranslations('adminReports');
  const save = useSaveReport();
  const places = usePlaceChoices();
  const packageChoices = usePackageChoices();
  const [projectSearch, setProjectSearch] = useState('');
  const found = useProjectSearch(projectSearch);
  const chosenProject = useProjectTitle(report?.project?.id ?? null);
  // The permalink follows the title until staff edit it, and an existing report keeps its address.
  const [permalinkEdited, setPermalinkEdited] = useState(report !== null);
  const form = useAppForm<ReportFormValues>({
    schema: reportBody,
    toInput: reportInput,
    initialValues: reportFormValues(report),
    error: save.error,
  });
  // A long description is kept in the browser while it is written, and leaving asks first.
  const dirty = form.isDirty();
  const draft = useDraftAutosave({ key: `report:${report?.id ?? 'new'}`, values: form.values, dirty });
  useLeaveGuard(dirty);

  const titleProps = form.getInputProps('title');
  const onTitle = (event: React.ChangeEvent<HTMLInputElement>) => {
    const title = event.currentTarget.value;
    form.setValues(permalinkEdited ? { title } : { title, permalink: slugify(title) });
  };
  const permalinkProps = form.getInputProps('permalink');
  const onPermalink = (event: React.ChangeEvent<HTMLInputElement>) => {
    setPermalinkEdited(true);
    form.setFieldValue('permalink', event.currentTarget.value);
  };

  // Packages the report still offers stay named even when they are no longer on sale to new reports.
  const packageOptions = unique([
    ...(packageChoices.data ?? []),
    ...(report?.packages ?? []).map((pkg) => ({ value: String(pkg.id), label: pkg.name })),
  ]);
  const projectOptions = unique([...(chosenProject.data ?? []), ...(found.data ?? [])]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { id: report?.id ?? null, body: reportBody.parse(reportInput(values)) },
          {
            onSuccess: () => {
              draft.clear();
              onDone();
            },
          },
        ),
      )}
      aria-label={report ? t('form.editTitle', { title: report.title }) : t('form.createTitle')}
    >
      <Stack gap="sm">
        <DraftRestoreAlert
          draft={draft.draft}
          onRestore={() => {
            const values = draft.restore();
            if (values) form.setValues(values);
          }}
          onDiscard={draft.discard}
        />
        <TextInput label={t('form.title')} required maxLength={500} {...titleProps} onChange={onTitle} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('form.titleEn')} maxLength={500} {...form.getInputProps('title_en')} />
          <TextInput
            label={t('form.permalink')}
            description={t('form.permalinkHint')}
            maxLength={200}
            {...permalinkProps}
            onChange={onPermalink}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-about">
            {t('form.about')}
          </Text>
          <SegmentedControl
            aria-labelledby="report-about"
            value={form.values.about}
            onChange={(about) => form.setFieldValue('about', about as ReportFormValues['about'])}
            data={[
              { value: 'place', label: t('form.aboutPlace') },
              { value: 'project', label: t('form.aboutProject') },
            ]}
            fullWidth
          />
        </Stack>
        {form.values.about === 'place' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('form.area')}
              data={places.data?.areas ?? []}
              searchable
              clearable
              {...form.getInputProps('area_id')}
              value={form.values.area_id || null}
              onChange={(value) => form.setFieldValue('area_id', value ?? '')}
            />
            <Select
              label={t('form.province')}
              data={places.data?.provinces ?? []}
              searchable
              clearable
              {...form.getInputProps('province_id')}
              value={form.values.province_id || null}
              onChange={(value) => form.setFieldValue('province_id', value ?? '')}
            />
          </SimpleGrid>
        ) : (
          <Select
            label={t('form.project')}
            data={projectOptions}
            searchable
            clearable
            filter={({ options }) => options}
            onSearchChange={setProjectSearch}
            nothingFoundMessage={t('form.noProject')}
            {...form.getInputProps('project_id')}
            value={form.values.project_id || null}
            onChange={(value) => form.setFieldValue('project_id', value ?? '')}
          />
        )}
        <MultiSelect
          label={t('form.packages')}
          description={t('form.packagesHint')}
          data={packageOptions}
          {...form.getInputProps('package_ids')}
        />
        <ImageField
          label={t('form.cover')}
          value={form.values.cover_url}
          onChange={(value) => form.setFieldValue('cover_url', value)}
          error={form.errors.cover_url}
        />
        <Textarea label={t('form.summary')} autosize minRows={2} maxRows={5} maxLength={5000} {...form.getInputProps('summary')} />
        <RichTextEditor
          label={t('form.description')}
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateInput
            label={t('form.publishedOn')}
            valueFormat="DD/MM/YYYY"
            clearable
            value={form.values.published_on || null}
            onChange={(value) => form.setFieldValue('published_on', value ?? '')}
            error={form.errors.published_on}
          />
          <Select
            label={t('form.status')}
            data={reportStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Switch label={t('form.isFree')} {...form.getInputProps('is_free', { type: 'checkbox' })} />
          <Switch label={t('form.hot')} {...form.getInputProps('hot', { type: 'checkbox' })} />
          <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        </Group>
        <FormActions onCancel={onDone} saving={save.isPending} creating={!report} />
      </Stack>
    </form>
  );
}
