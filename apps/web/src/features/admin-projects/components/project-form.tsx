'use client';

import { useEffect, useRef } from 'react';
import { Fieldset, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { projectBody, type AdminProject } from '@app/contracts/admin-projects';
import { PlaceSelects } from '@/admin/place-selects';
import { DraftRestoreAlert } from '@/admin/rich-text/draft-restore-alert';
import { RichTextEditor } from '@/admin/rich-text/rich-text-editor';
import { useDraftAutosave } from '@/admin/rich-text/use-draft-autosave';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { usePermalinkFromName } from '@/admin/use-permalink-from-name';
import { useSaveProject } from '../api/save-project';
import { GalleryField } from './gallery-field';
import { GalleryUploader } from './gallery-uploader';
import { PositionPreview } from './position-preview';
import { projectFormValues, projectInput, unitFields, type ProjectFormValues } from './project-form-values';
import { AmbassadorSelect, InvestorSelect, ListSelect, UtilitiesSelect } from './reference-selects';

const countProps = { allowDecimal: false, allowNegative: false, thousandSeparator: '.', decimalSeparator: ',' } as const;

/** Creates a project (`project` null) or edits one; `onSaved` gets the saved project. */
export function ProjectForm({
  project,
  onSaved,
  onCancel,
}: {
  project: AdminProject | null;
  onSaved: (project: AdminProject) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('adminProjects.form');
  // Reads the draft's `clear` through a ref: the save hook is made before the draft exists.
  const clearDraft = useRef<() => void>(() => undefined);
  const save = useSaveProject((saved) => {
    clearDraft.current();
    onSaved(saved);
  });
  const form = useAppForm<ProjectFormValues>({
    schema: projectBody,
    initialValues: projectFormValues(project),
    error: save.error,
    toInput: projectInput,
  });
  const { nameProps, permalinkProps } = usePermalinkFromName(form, 'title', project === null);
  const draft = useDraftAutosave({ key: `project:${project?.id ?? 'new'}`, values: form.values, dirty: form.isDirty() });
  useEffect(() => {
    clearDraft.current = draft.clear;
  }, [draft.clear]);
  const inactive = t('inactive');
  const bind = (name: 'investor_id' | 'ambassador_id' | 'project_type_id' | 'project_state_id') => ({
    value: form.values[name],
    onChange: (value: string) => form.setFieldValue(name, value),
    error: form.errors[name],
  });
  const itemError = (index: number) => form.errors[`gallery.${index}.url`] ?? form.errors[`gallery.${index}.caption`];

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ id: project?.id ?? null, body: projectBody.parse(projectInput(values)) }))}
      aria-label={project ? t('editTitle', { title: project.title }) : t('createTitle')}
    >
      <Stack gap="md">
        <DraftRestoreAlert
          draft={draft.draft}
          onRestore={() => {
            const values = draft.restore() as ProjectFormValues | null;
            if (values) form.setValues(values);
          }}
          onDiscard={draft.discard}
        />
        <Fieldset legend={t('sections.general')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('title')} required maxLength={500} {...nameProps} />
              <TextInput label={t('permalink')} description={t('permalinkHint')} maxLength={200} {...permalinkProps} />
            </SimpleGrid>
            <TextInput label={t('titleEn')} maxLength={500} {...form.getInputProps('title_en')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <InvestorSelect label={t('investor')} placeholder={t('searchHint')} inactiveMark={inactive} {...bind('investor_id')} />
              <ListSelect kind="project-type" label={t('projectType')} inactiveMark={inactive} {...bind('project_type_id')} />
              <ListSelect kind="project-state" label={t('projectState')} inactiveMark={inactive} {...bind('project_state_id')} />
              <TextInput
                label={t('completionTime')}
                placeholder={t('completionHint')}
                maxLength={64}
                {...form.getInputProps('completion_time')}
              />
            </SimpleGrid>
            <Textarea label={t('stateDetail')} autosize minRows={2} maxRows={6} {...form.getInputProps('state_detail')} />
            <Textarea label={t('summary')} autosize minRows={2} maxRows={6} maxLength={1000} {...form.getInputProps('summary')} />
            <Group gap="xl">
              <Switch label={t('hot')} {...form.getInputProps('hot', { type: 'checkbox' })} />
              <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('sections.location')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm">
              <PlaceSelects form={form} />
              <TextInput label={t('address')} maxLength={500} {...form.getInputProps('address')} />
              <SimpleGrid cols={2} spacing="sm">
                <NumberInput label={t('latitude')} decimalScale={7} min={-90} max={90} {...form.getInputProps('latitude')} />
                <NumberInput label={t('longitude')} decimalScale={7} min={-180} max={180} {...form.getInputProps('longitude')} />
              </SimpleGrid>
            </Stack>
            <PositionPreview latitude={form.values.latitude} longitude={form.values.longitude} title={form.values.title} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('sections.figures')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <NumberInput
              label={t('price')}
              description={t('priceHint')}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              {...form.getInputProps('price')}
            />
            <NumberInput label={t('towerCount')} {...countProps} {...form.getInputProps('tower_count')} />
            <NumberInput label={t('apartmentCount')} {...countProps} {...form.getInputProps('apartment_count')} />
            <TextInput label={t('sizeText')} maxLength={255} {...form.getInputProps('size_text')} />
            <TextInput label={t('areaText')} maxLength={255} {...form.getInputProps('area_text')} />
            <TextInput label={t('constructionArea')} maxLength={255} {...form.getInputProps('construction_area')} />
            <TextInput label={t('buildingDensity')} maxLength={255} {...form.getInputProps('building_density')} />
          </SimpleGrid>
          <Stack gap="sm" mt="sm">
            <Textarea label={t('scale')} autosize minRows={2} maxRows={6} {...form.getInputProps('scale')} />
            <Textarea label={t('legalStatus')} autosize minRows={2} maxRows={6} {...form.getInputProps('legal_status')} />
            <UtilitiesSelect
              label={t('utilities')}
              placeholder={t('utilitiesHint')}
              inactiveMark={inactive}
              value={form.values.utility_ids}
              onChange={(value) => form.setFieldValue('utility_ids', value)}
              error={form.errors.utility_ids}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('sections.units')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {unitFields.map((field) => (
              <TextInput key={field} label={t(`units.${field}`)} maxLength={255} {...form.getInputProps(field)} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
            <AmbassadorSelect
              label={t('ambassador')}
              placeholder={t('ambassadorHint')}
              inactiveMark={t('ambassadorUnavailable')}
              {...bind('ambassador_id')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('sections.media')}>
          <GalleryField
            value={form.values.gallery}
            onChange={(next) => form.setFieldValue('gallery', next)}
            onAppend={(urls) => urls.forEach((url) => form.insertListItem('gallery', { url, caption: '' }))}
            error={form.errors.gallery}
            itemErrors={itemError}
            uploader={(add, room) => <GalleryUploader onAdd={add} room={room} />}
          />
        </Fieldset>

        <Fieldset legend={t('sections.description')}>
          <Stack gap="md">
            <RichTextEditor label={t('description')} {...form.getInputProps('description')} value={form.values.description} />
            <RichTextEditor label={t('descriptionEn')} {...form.getInputProps('description_en')} value={form.values.description_en} />
          </Stack>
        </Fieldset>

        <FormActions onCancel={onCancel} saving={save.isPending} creating={!project} />
      </Stack>
    </form>
  );
}
