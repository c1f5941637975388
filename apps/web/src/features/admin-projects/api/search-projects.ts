'use client';

import { adminProjectEndpoints } from '@app/contracts/admin-projects';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { projectsKey } from './projects-key';

export const projectFilterDefaults = {
  keyword: '',
  active: '',
  hot: '',
  investor_id: '',
  province_id: '',
  project_type_id: '',
  project_state_id: '',
};
export type ProjectFilters = typeof projectFilterDefaults;

export function useProjectSearch(search: ListSearch<ProjectFilters>) {
  return useAdminSearch(adminProjectEndpoints.search, projectsKey, search);
}
