'use client';

import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { geographyEndpoints } from '@app/contracts/geography';
import { callEndpoint } from '@/lib/call-endpoint';

/** Active provinces as select options, for forms and list filters. */
export function useProvinceOptions() {
  const provinces = useQuery({
    queryKey: ['admin', 'places', 'provinces'],
    queryFn: ({ signal }) => callEndpoint(geographyEndpoints.provinces, { query: { active: 'true' } }, { signal }),
    staleTime: 10 * 60_000,
  });
  return (provinces.data?.items ?? []).map((province) => ({ value: String(province.id), label: province.name }));
}

/** Active provinces, and the districts of one. */
function usePlaces(provinceId: string) {
  const provinces = useProvinceOptions();
  const districts = useQuery({
    queryKey: ['admin', 'places', 'districts', provinceId],
    queryFn: ({ signal }) =>
      callEndpoint(geographyEndpoints.districts, { query: { active: 'true', province_id: Number(provinceId) } }, { signal }),
    enabled: provinceId !== '',
    staleTime: 10 * 60_000,
  });
  return {
    provinces,
    districts: (districts.data?.items ?? []).map((district) => ({ value: String(district.id), label: district.name })),
  };
}

/**
 * A province select and the district select of that province, bound to the form's `province_id`
 * and `district_id` (ids as text, '' for none); choosing another province clears the district.
 */
export function PlaceSelects<V extends { province_id: string; district_id: string }>({ form }: { form: UseFormReturnType<V> }) {
  const t = useTranslations('admin.place');
  const { provinces, districts } = usePlaces(form.values.province_id);
  const bind = (name: 'province_id' | 'district_id') => {
    const props = form.getInputProps(name);
    return { error: props.error as string | undefined, value: form.values[name] || null };
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('province')}
        placeholder={t('choose')}
        data={provinces}
        searchable
        clearable
        {...bind('province_id')}
        onChange={(value) => form.setValues({ province_id: value ?? '', district_id: '' } as Partial<V>)}
      />
      <Select
        label={t('district')}
        placeholder={form.values.province_id ? t('choose') : t('provinceFirst')}
        data={districts}
        disabled={!form.values.province_id}
        searchable
        clearable
        {...bind('district_id')}
        onChange={(value) => form.setValues({ district_id: value ?? '' } as Partial<V>)}
      />
    </SimpleGrid>
  );
}
