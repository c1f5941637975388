'use client';

import { Paper, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { StaticProjectMap } from '@/components/map/static-project-map';

const inRange = (value: number | string, limit: number) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The position as the public project page draws it, while staff type the latitude and longitude. */
export function PositionPreview({ latitude, longitude, title }: { latitude: number | string; longitude: number | string; title: string }) {
  const t = useTranslations('adminProjects.position');
  if (!inRange(latitude, 90) || !inRange(longitude, 180)) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      </Paper>
    );
  }
  const name = title.trim() || t('untitled');
  return (
    <StaticProjectMap
      center={{ lat: Number(latitude), lng: Number(longitude), title: name, permalink: '' }}
      nearby={[]}
      label={t('label', { name })}
    />
  );
}
