'use client';

import { useMemo, useState } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { ambassadorLevels, type AmbassadorLevel, type AmbassadorRegistration } from '@app/contracts/ambassadors';
import { useRouter } from '@/i18n/navigation';
import { useNotify } from '@/hooks/use-notify';
import type { Option } from '@/api/get-coverage-options';
import { registerAmbassador } from '../api/register-ambassador';
import { useProjectSearch } from '@/api/search-projects';
import { useAppForm } from '@/hooks/use-app-form';
import { ambassadorFields, ambassadorSchema, type AmbassadorTextField } from '../config/ambassador-fields';
import { rulesOf } from '../config/field-config';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { ConfiguredField } from './configured-field';

type Values = Record<AmbassadorTextField, string> & {
  level: string;
  area_ids: string[];
  province_ids: string[];
  project_ids: string[];
};

/** What each level covers (DOMAIN.md): an investor representative covers the investor's projects as a whole. */
const coverageOf: Record<AmbassadorLevel, 'area_ids' | 'province_ids' | 'project_ids' | null> = {
  area: 'area_ids',
  province: 'province_ids',
  project: 'project_ids',
  investor: null,
};

/** The form's values as the API takes them: ids as numbers, only the list the level needs, blanks left out. */
function toBody(values: Values) {
  const level = values.level as AmbassadorLevel;
  const ids = (list: 'area_ids' | 'province_ids' | 'project_ids') => (coverageOf[level] === list ? values[list].map(Number) : []);
  const texts = Object.fromEntries(
    ambassadorFields
      .map((field) => [field.property, values[field.property].trim() || undefined])
      .filter(([, value]) => value !== undefined),
  );
  return {
    ...texts,
    level: values.level || undefined,
    area_ids: ids('area_ids'),
    province_ids: ids('province_ids'),
    project_ids: ids('project_ids'),
  };
}

const byName = (name: AmbassadorTextField) => ambassadorFields.find((field) => field.property === name)!;

interface AmbassadorFormProps {
  /** A rejected registration, sent again with its answers. */
  previous: AmbassadorRegistration | null;
  defaults: { name: string; phone: string; email: string; avatar_url: string };
  areas: Option[];
  provinces: Option[];
  /** Titles of the projects already chosen in `previous`. */
  chosenProjects: Option[];
}

export function AmbassadorForm({ previous, defaults, areas, provinces, chosenProjects }: AmbassadorFormProps) {
  const t = useTranslations('account');
  const notify = useNotify();
  const router = useRouter();
  const text = (name: AmbassadorTextField) => previous?.[name] ?? (defaults as Partial<Record<AmbassadorTextField, string>>)[name] ?? '';
  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: registerAmbassador,
    onSuccess: ({ message }) => {
      notify.success(message);
      router.refresh();
    },
    onError: failed,
  });
  const form = useAppForm<Values>({
    rules: rulesOf(ambassadorFields),
    schema: ambassadorSchema,
    toInput: toBody,
    initialValues: {
      ...(Object.fromEntries(ambassadorFields.map((field) => [field.property, text(field.property)])) as Record<
        AmbassadorTextField,
        string
      >),
      level: previous?.level ?? '',
      area_ids: (previous?.area_ids ?? []).map(String),
      province_ids: (previous?.province_ids ?? []).map(String),
      project_ids: (previous?.project_ids ?? []).map(String),
    },
    error: send.error,
  });
  const [projectSearch, setProjectSearch] = useState('');
  const [keyword] = useDebouncedValue(projectSearch, 300);
  const found = useProjectSearch(keyword);
  const [known, setKnown] = useState<Option[]>(chosenProjects);
  const projectOptions = useMemo(() => {
    const merged = new Map([...known, ...(found.data ?? [])].map((option) => [option.value, option]));
    return [...merged.values()];
  }, [found.data, known]);

  const level = form.values.level as AmbassadorLevel | '';
  const coverage = level ? coverageOf[level] : null;

  const coverageSelect = () => {
    if (coverage === 'area_ids' || coverage === 'province_ids') {
      return (
        <MultiSelect
          key={coverage}
          label={t(coverage === 'area_ids' ? 'ambassador.areas' : 'ambassador.provinces')}
          placeholder={t('ambassador.choose')}
          data={coverage === 'area_ids' ? areas : provinces}
          {...form.getInputProps(coverage)}
          searchable
          required
          nothingFoundMessage={t('ambassador.nothingFound')}
        />
      );
    }
    if (coverage === 'project_ids') {
      return (
        <MultiSelect
          label={t('ambassador.projects')}
          placeholder={t('ambassador.searchProjects')}
          data={projectOptions}
          {...form.getInputProps('project_ids')}
          onChange={(value) => {
            setKnown((current) => [...current, ...projectOptions.filter((option) => value.includes(option.value))]);
            form.setFieldValue('project_ids', value);
          }}
          searchable
          searchValue={projectSearch}
          onSearchChange={setProjectSearch}
          filter={({ options }) => options}
          required
          nothingFoundMessage={t('ambassador.nothingFound')}
        />
      );
    }
    return null;
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit((values) => send.mutate(toBody(values) as Parameters<typeof registerAmbassador>[0]))}
      onKeyDown={form.onKeyDown}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ConfiguredField field={byName('name')} form={form} />
          <ConfiguredField field={byName('birthday')} form={form} />
          <ConfiguredField field={byName('phone')} form={form} />
          <ConfiguredField field={byName('email')} form={form} />
          <ConfiguredField field={byName('position')} form={form} />
          <ConfiguredField field={byName('avatar_url')} form={form} />
          <ConfiguredField field={byName('facebook_url')} form={form} />
          <ConfiguredField field={byName('zalo_url')} form={form} />
          <ConfiguredField field={byName('website')} form={form} />
          <ConfiguredField field={byName('address')} form={form} />
        </SimpleGrid>
        <ConfiguredField field={byName('introduction')} form={form} />
        <ConfiguredField field={byName('experience')} form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('ambassador.level')}
            placeholder={t('ambassador.choose')}
            data={ambassadorLevels.map((value) => ({ value, label: t(`ambassador.levels.${value}`) }))}
            {...form.getInputProps('level')}
            value={form.values.level || null}
            required
            allowDeselect={false}
          />
          {coverageSelect()}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {previous ? t('ambassador.resubmit') : t('ambassador.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
