import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLogs, users } from '../../db/schema/index.js';

export interface AuditRecord {
  /** Null for a write the system made on its own, such as a bank notification. */
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail?: unknown;
  ip: string | null;
}

export async function insertAuditRecord(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: record.actorId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before,
    after: record.after,
    detail: record.detail === undefined ? null : JSON.stringify(record.detail),
    ip: record.ip?.slice(0, 64) ?? null,
  });
}

export async function findHistory(db: Db, entity: string, entityId: number, window: { limit: number; offset: number }) {
  const where = and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId)));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLogs.id,
        entity: auditLogs.entity,
        entityId: auditLogs.entityId,
        action: auditLogs.action,
        actorId: auditLogs.actorId,
        actorUsername: users.username,
        before: auditLogs.before,
        after: auditLogs.after,
        ip: auditLogs.ip,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .where(where)
      .orderBy(desc(auditLogs.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
