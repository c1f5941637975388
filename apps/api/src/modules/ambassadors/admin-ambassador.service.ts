import type { z } from 'zod';
import type { ambassadorCoverageBody } from '@app/contracts/admin-ambassadors.js';
import type { AmbassadorStatus, RegistrationStatus } from '@app/contracts/ambassadors.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { auditActor, type Actor } from '../admin-users/admin-user.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repository from './ambassador.repository.js';
import { checkTargets, targetsFor } from './ambassador-registration.service.js';
import { registrationView } from './registration-view.js';

function adminView(row: repository.RegistrationRow) {
  return { ...registrationView(row), username: row.username, user_email: row.userEmail, reject_reason: row.rejectReason };
}

/** What the audit trail keeps of an ambassador: the fields staff change. */
function audited(row: repository.RegistrationRow) {
  return {
    registration_status: row.registrationStatus,
    status: row.status,
    reject_reason: row.rejectReason,
    level: row.level,
    area_ids: row.areaIds,
    province_ids: row.provinceIds,
    project_ids: row.projectIds,
  };
}

export async function searchRegistrations(
  db: Db,
  filter: { keyword?: string; registration_status?: RegistrationStatus; status?: AmbassadorStatus; level?: string },
  query: { page: number; page_size: number; sort: repository.RegistrationSort },
) {
  const { rows, total } = await repository.searchRegistrations(
    db,
    {
      keyword: filter.keyword,
      registrationStatus: filter.registration_status,
      status: filter.status,
      level: filter.level,
    },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size, sort: query.sort },
  );
  return page(rows.map(adminView), total, query.page, query.page_size);
}

export async function getRegistration(db: Db, id: number) {
  const row = await repository.findRegistration(db, id);
  if (!row) throw notFound();
  return adminView(row);
}

/** Runs one staff change on an ambassador and records it with the values before and after. */
async function audit(db: Db, actor: Actor, id: number, action: string, change: (tx: Db) => Promise<void>) {
  const after = await db.transaction(async (tx) => {
    const before = await repository.findRegistration(tx, id);
    if (!before) throw notFound();
    await change(tx);
    const row = await repository.findRegistration(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, auditActor(actor), { entity: 'ambassador', entityId: id, action, before: audited(before), after: audited(row) });
    return row;
  });
  return adminView(after);
}

/** Approve or reject a registration, or lock and unlock an ambassador. */
export function changeStatus(
  db: Db,
  actor: Actor,
  input: { id: number; registration_status?: 'approved' | 'rejected'; status?: AmbassadorStatus; reason?: string },
) {
  return audit(db, actor, input.id, 'change-status', (tx) =>
    repository.setRegistrationStatus(tx, input.id, {
      registrationStatus: input.registration_status,
      status: input.status,
      handledBy: actor.principal.id,
      rejectReason: input.reason,
    }),
  );
}

export function setCoverage(db: Db, actor: Actor, id: number, input: z.output<typeof ambassadorCoverageBody>) {
  const targets = targetsFor(input);
  return audit(db, actor, id, 'coverage', async (tx) => {
    await checkTargets(tx, targets);
    await repository.setLevel(tx, id, input.level);
    await repository.replaceTargets(tx, id, targets);
  });
}
