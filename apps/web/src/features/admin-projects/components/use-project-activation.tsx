'use client';

import { useTranslations } from 'next-intl';
import type { AdminProjectListItem } from '@app/contracts/admin-projects';
import { useActivation } from '@/admin/use-activation';
import { useChangeProjectActive } from '../api/save-project';

/** Hides a project from the public pages or shows it again, each after the staff member agrees. */
export function useProjectActivation() {
  const t = useTranslations('adminProjects');
  return useActivation(useChangeProjectActive(), (project: Pick<AdminProjectListItem, 'id' | 'title' | 'active'>, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { title: project.title }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));
}
