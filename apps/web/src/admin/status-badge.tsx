'use client';

import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** Active or not, the same words and colours on every admin list. */
export function StatusBadge({ active }: { active: boolean }) {
  const t = useTranslations('admin.status');
  return (
    <Badge variant="dot" color={active ? 'teal' : 'gray'} size="sm">
      {t(active ? 'active' : 'inactive')}
    </Badge>
  );
}
