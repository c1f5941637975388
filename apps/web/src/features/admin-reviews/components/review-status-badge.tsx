'use client';

import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReviewStatus } from '@app/contracts/admin-reviews';

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const t = useTranslations('adminReviews.status');
  return (
    <Badge variant="dot" color={status === 'visible' ? 'teal' : 'gray'} size="sm">
      {t(status)}
    </Badge>
  );
}
