import type { AuditEntity, AuditEntry } from '@app/contracts/admin-audit.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { page } from '../../lib/reply.js';
import * as repository from './audit.repository.js';

/** Who made an admin write and from where. */
export interface AuditActor {
  id: number;
  ip: string;
}

export interface AuditedWrite {
  entity: AuditEntity;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail?: unknown;
}

/**
 * Every admin write, in any module, records itself through here inside the write's own
 * transaction: the trail and the change commit or roll back together.
 */
export async function recordAudit(tx: Db, actor: AuditActor | null, write: AuditedWrite): Promise<void> {
  await repository.insertAuditRecord(tx, { ...write, actorId: actor?.id ?? null, ip: actor?.ip ?? null });
}

export async function auditHistory(
  db: Db,
  entity: AuditEntity,
  entityId: number,
  paging: { page: number; page_size: number },
): Promise<Page<AuditEntry>> {
  const { rows, total } = await repository.findHistory(db, entity, entityId, pageWindow(paging));
  const items = rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    entity_id: row.entityId ?? '',
    action: row.action,
    actor: row.actorId === null ? null : { id: row.actorId, username: row.actorUsername ?? '' },
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    ip: row.ip,
    created_at: row.createdAt,
  }));
  return page(items, total, paging.page, paging.page_size);
}
