'use client';

import { useTranslations } from 'next-intl';
import type { ReviewStatus } from '@app/contracts/admin-reviews';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeReviewStatus, useDeleteReview } from '../api/change-review';

type Target = { of: 'review' | 'reply'; id: number; status: ReviewStatus; name: string };

/** Hiding, showing and deleting a review or a reply, each after the staff member agrees. */
export function useReviewModeration(onDeleted?: (target: Target) => void) {
  const t = useTranslations('adminReviews');
  const confirm = useConfirmAction();
  const changeStatus = useChangeReviewStatus();
  const remove = useDeleteReview();

  const toggle = (target: Target) => {
    const status: ReviewStatus = target.status === 'visible' ? 'hidden' : 'visible';
    const action = status === 'hidden' ? 'hide' : 'show';
    confirm({
      message: t(`confirm.${target.of}.${action}`, { name: target.name }),
      confirmLabel: t(`actions.${action}`),
      danger: status === 'hidden',
      onConfirm: () => changeStatus.mutate({ of: target.of, id: target.id, status }),
    });
  };

  const destroy = (target: Target) =>
    confirm({
      title: t('confirm.deleteTitle'),
      message: t(`confirm.${target.of}.delete`, { name: target.name }),
      confirmLabel: t('actions.delete'),
      danger: true,
      onConfirm: () => remove.mutate({ of: target.of, id: target.id }, { onSuccess: () => onDeleted?.(target) }),
    });

  return { toggle, destroy };
}
