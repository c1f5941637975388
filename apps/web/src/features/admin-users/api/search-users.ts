'use client';

import { adminUserEndpoints } from '@app/contracts/admin-users';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { usersKey } from './users-key';

export const userFilterDefaults = { keyword: '', status: '', role: '' };
export type UserFilters = typeof userFilterDefaults;

export function useUserSearch(search: ListSearch<UserFilters>) {
  return useAdminSearch(adminUserEndpoints.search, usersKey, search);
}
