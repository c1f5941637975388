import type { AmbassadorStatus, RegistrationStatus } from '@app/contracts/ambassadors.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { writeAuditLog } from '../admin-users/admin-user.service.js';
import type { Actor } from '../admin-users/admin-user.service.js';
import * as repository from './ambassador.repository.js';
import { registrationView } from './registration-view.js';

function adminView(row: repository.RegistrationRow) {
  return { ...registrationView(row), username: row.username, user_email: row.userEmail, reject_reason: null };
}

export async function searchRegistrations(
  db: Db,
  filter: { keyword?: string; registration_status?: RegistrationStatus; status?: AmbassadorStatus; level?: string },
  query: { page: number; page_size: number; sort: repository.RegistrationSort },
) {
  const { rows, total } = await repository.searchRegistrations(
    db,
    {
      keyword: filter.keyword ? normalizeSearch(filter.keyword) : undefined,
      registrationStatus: filter.registration_status,
      status: filter.status,
      level: filter.level,
    },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size, sort: query.sort },
  );
  return page(rows.map(adminView), total, query.page, query.page_size);
}

/** Approve or reject a registration, or lock and unlock an ambassador; every decision is kept in the audit log. */
export async function changeStatus(
  db: Db,
  actor: Actor,
  input: { id: number; registration_status?: 'approved' | 'rejected'; status?: AmbassadorStatus },
) {
  const before = await repository.findRegistration(db, input.id);
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    await repository.setRegistrationStatus(tx, input.id, {
      registrationStatus: input.registration_status,
      status: input.status,
      handledBy: actor.principal.id,
    });
    await writeAuditLog(tx, {
      actorId: actor.principal.id,
      action: 'ambassador.change_status',
      entity: 'ambassador',
      entityId: input.id,
      detail: {
        before: { registration_status: before.registrationStatus, status: before.status },
        after: { registration_status: input.registration_status ?? before.registrationStatus, status: input.status ?? before.status },
      },
      ip: actor.ip,
    });
  });
  const row = await repository.findRegistration(db, input.id);
  if (!row) throw notFound();
  return adminView(row);
}
