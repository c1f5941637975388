'use client';

import { useState } from 'react';
import { Modal, MultiSelect, Select, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ambassadorCoverageBody } from '@app/contracts/admin-ambassadors';
import { ambassadorLevels, type AdminAmbassador } from '@app/contracts/ambassadors';
import { useProjectSearch } from '@/api/search-projects';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useSetCoverage } from '../api/change-ambassador';
import { useCoverageChoices, useProjectTitles } from '../api/get-coverage-choices';

/** The level names which list must hold something; an investor's representative covers its projects. */
const listOfLevel = { area: 'area_ids', province: 'province_ids', project: 'project_ids', investor: null } as const;

interface CoverageValues extends Record<string, unknown> {
  level: AdminAmbassador['level'];
  area_ids: string[];
  province_ids: string[];
  project_ids: string[];
}

const ids = (values: string[]) => values.map(Number);
const toBody = (values: CoverageValues) => ({
  level: values.level,
  area_ids: ids(values.area_ids),
  province_ids: ids(values.province_ids),
  project_ids: ids(values.project_ids),
});

export function CoverageDialog({ ambassador, onClose }: { ambassador: AdminAmbassador | null; onClose: () => void }) {
  const t = useTranslations('adminAmbassadors.coverageDialog');
  return (
    <Modal
      opened={ambassador !== null}
      onClose={onClose}
      title={ambassador ? t('title', { name: ambassador.name }) : ''}
      centered
      size="lg"
    >
      {ambassador && <CoverageForm key={ambassador.id} ambassador={ambassador} onDone={onClose} />}
    </Modal>
  );
}

function CoverageForm({ ambassador, onDone }: { ambassador: AdminAmbassador; onDone: () => void }) {
  const t = useTranslations('adminAmbassadors');
  const choices = useCoverageChoices();
  const titles = useProjectTitles(ambassador.project_ids);
  const [projectSearch, setProjectSearch] = useState('');
  const found = useProjectSearch(projectSearch);
  const setCoverage = useSetCoverage(onDone);
  const form = useAppForm<CoverageValues>({
    schema: ambassadorCoverageBody,
    toInput: (values) => toBody(values),
    initialValues: {
      level: ambassador.level,
      area_ids: ambassador.area_ids.map(String),
      province_ids: ambassador.province_ids.map(String),
      project_ids: ambassador.project_ids.map(String),
    },
    error: setCoverage.error,
  });
  // The chosen projects stay named while the search shows others.
  const projectOptions = [...(titles.data ?? []), ...(found.data ?? [])].filter(
    (option, index, all) => all.findIndex((other) => other.value === option.value) === index,
  );
  const shown = listOfLevel[form.values.level];

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        setCoverage.mutate({
          id: ambassador.id,
          body: {
            level: values.level,
            area_ids: ids(values.area_ids),
            province_ids: ids(values.province_ids),
            project_ids: ids(values.project_ids),
          },
        }),
      )}
    >
      <Stack>
        <Select
          label={t('coverageDialog.level')}
          data={ambassadorLevels.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          allowDeselect={false}
          {...form.getInputProps('level')}
        />
        {shown === 'area_ids' && (
          <MultiSelect
            label={t('coverageDialog.areas')}
            data={choices.data?.areas ?? []}
            searchable
            required
            {...form.getInputProps('area_ids')}
          />
        )}
        {shown === 'province_ids' && (
          <MultiSelect
            label={t('coverageDialog.provinces')}
            data={choices.data?.provinces ?? []}
            searchable
            required
            {...form.getInputProps('province_ids')}
          />
        )}
        {shown === 'project_ids' && (
          <MultiSelect
            label={t('coverageDialog.projects')}
            placeholder={t('coverageDialog.searchProjects')}
            data={projectOptions}
            searchable
            searchValue={projectSearch}
            onSearchChange={setProjectSearch}
            filter={({ options }) => options}
            nothingFoundMessage={t('coverageDialog.nothingFound')}
            required
            {...form.getInputProps('project_ids')}
          />
        )}
        <FormActions onCancel={onDone} saving={setCoverage.isPending} />
      </Stack>
    </form>
  );
}
