'use client';

import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import type { ProjectListKind } from '@app/contracts/admin-projects';
import { useDebouncedValue } from '@mantine/hooks';
import { useAmbassadorOptions, useInvestorOptions } from '../api/options';
import { useProjectList } from '../api/project-lists';

interface BoundSelect {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  placeholder?: string;
}

/** A list's active entries, and the ones already chosen even if deactivated since, marked as such. */
function useListData(kind: ProjectListKind, chosen: readonly string[], inactiveMark: string) {
  const list = useProjectList(kind);
  return (list.data ?? [])
    .filter((entry) => entry.active || chosen.includes(String(entry.id)))
    .map((entry) => ({ value: String(entry.id), label: entry.active ? entry.name : `${entry.name} (${inactiveMark})` }));
}

export function ListSelect({ kind, inactiveMark, ...field }: BoundSelect & { kind: ProjectListKind; inactiveMark: string }) {
  const data = useListData(kind, field.value ? [field.value] : [], inactiveMark);
  return (
    <Select {...field} data={data} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} clearable searchable />
  );
}

export function UtilitiesSelect({
  inactiveMark,
  value,
  onChange,
  label,
  error,
  placeholder,
}: {
  inactiveMark: string;
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  error?: React.ReactNode;
  placeholder?: string;
}) {
  const data = useListData('project-util', value, inactiveMark);
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      hidePickedOptions
    />
  );
}

/** A select searching on the server as staff type, showing the chosen entry's name from the start. */
function RemoteSelect({
  useOptions,
  inactiveMark,
  ...field
}: BoundSelect & { useOptions: typeof useInvestorOptions; inactiveMark: string }) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 250);
  const options = useOptions(keyword, field.value);
  const data = (options.data ?? []).map((option) => ({
    value: String(option.id),
    label: option.active ? option.name : `${option.name} (${inactiveMark})`,
  }));
  return (
    <Select
      {...field}
      data={data}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      searchable
      clearable
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage="—"
    />
  );
}

export const InvestorSelect = (props: BoundSelect & { inactiveMark: string }) => (
  <RemoteSelect useOptions={useInvestorOptions} {...props} />
);
export const AmbassadorSelect = (props: BoundSelect & { inactiveMark: string }) => (
  <RemoteSelect useOptions={useAmbassadorOptions} {...props} />
);
