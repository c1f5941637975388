'use client';

import { adminContactEndpoints } from '@app/contracts/admin-contacts';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { contactsKey } from './contacts-key';

export const contactFilterDefaults = { keyword: '', status: '', from: '', to: '' };
export type ContactFilters = typeof contactFilterDefaults;

export function useContactSearch(search: ListSearch<ContactFilters>) {
  return useAdminSearch(adminContactEndpoints.search, contactsKey, search);
}
