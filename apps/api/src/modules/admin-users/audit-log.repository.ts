import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';

export interface AuditEntry {
  actorId: number;
  action: string;
  entity: string;
  entityId: number;
  detail: unknown;
  ip: string;
}

export async function writeAuditLog(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    detail: JSON.stringify(entry.detail),
    ip: entry.ip.slice(0, 64),
  });
}
