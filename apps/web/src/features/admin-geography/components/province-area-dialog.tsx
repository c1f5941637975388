'use client';

import { useState } from 'react';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminProvince } from '@app/contracts/admin-geography';
import { FormActions } from '@/admin/form-actions';
import { useMoveProvince } from '../api/change-geography';
import { useAllAreas } from '../api/search-geography';
import { placeName } from './place-name';

/** Moves a province or unit to another area (or out of every area); `province` null keeps it closed. */
export function ProvinceAreaDialog({ province, onClose }: { province: AdminProvince | null; onClose: () => void }) {
  const t = useTranslations('adminGeography.areaDialog');
  return (
    <Modal opened={province !== null} onClose={onClose} title={province ? t('title', { name: province.name }) : ''} centered>
      {province && <ProvinceAreaForm key={province.id} province={province} onDone={onClose} />}
    </Modal>
  );
}

function ProvinceAreaForm({ province, onDone }: { province: AdminProvince; onDone: () => void }) {
  const t = useTranslations('adminGeography.areaDialog');
  const locale = useLocale();
  const areas = useAllAreas();
  const move = useMoveProvince(onDone);
  const [areaId, setAreaId] = useState<string | null>(province.area ? String(province.area.id) : null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ id: province.id, areaId: areaId ? Number(areaId) : null });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
        <Select
          label={t('area')}
          placeholder={t('none')}
          data={(areas.data ?? []).map((area) => ({
            value: String(area.id),
            label: area.active ? placeName(locale, area) : `${placeName(locale, area)} (${t('inactive')})`,
          }))}
          value={areaId}
          onChange={setAreaId}
          clearable
          disabled={areas.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <FormActions onCancel={onDone} saving={move.isPending} />
      </Stack>
    </form>
  );
}
