'use client';

import { useTranslations } from 'next-intl';
import type { AdminProjectListItem } from '@app/contracts/admin-projects';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeProjectActive } from '../api/save-project';

/** Hides a project from the public pages or shows it again, each after the staff member agrees. */
export function useProjectActivation() {
  const t = useTranslations('adminProjects');
  const changeActive = useChangeProjectActive();
  const confirm = useConfirmAction();
  return (project: Pick<AdminProjectListItem, 'id' | 'title' | 'active'>) => {
    const active = !project.active;
    confirm({
      message: t(active ? 'confirmActivate' : 'confirmDeactivate', { title: project.title }),
      confirmLabel: t(active ? 'actions.activate' : 'actions.deactivate'),
      danger: !active,
      onConfirm: () => changeActive.mutate({ id: project.id, active }),
    });
  };
}
