import type { Db } from '../../db/client.js';
import { page } from '../../lib/reply.js';
import * as repository from './settings.repository.js';

export async function searchSettings(db: Db, names: string[], pageNumber: number, pageSize: number) {
  const { items, total } = await repository.searchSettings(db, [...new Set(names)], pageSize, (pageNumber - 1) * pageSize);
  return page(items, total, pageNumber, pageSize);
}

/** Other modules read the settings they depend on (the shop's bank account) through here. */
export { findSettings } from './settings.repository.js';
