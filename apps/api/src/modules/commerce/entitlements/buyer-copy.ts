import { Readable } from 'node:stream';
import type { Db } from '../../../db/client.js';
import type { FileStorage, StoredFile } from '../../../lib/storage/storage.js';
import { findContentGrant } from './entitlements.repository.js';
import { stampPdf } from './pdf-stamp.js';

async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The copy of a bought PDF that its buyer downloads: every page stamped with who bought it and the
 * order, so a shared copy tells where it came from. Null when the content is free or not bought
 * by this user: it is then served as stored.
 */
export async function buyerCopy(
  db: Db,
  storage: FileStorage,
  content: { id: number; fileKey: string },
  userId: number,
): Promise<StoredFile | null> {
  const grant = await findContentGrant(db, userId, content.id);
  if (!grant) return null;
  const stored = await storage.get(content.fileKey);
  if (!stored) return null;
  const name = `${grant.lastName} ${grant.firstName}`.trim();
  const stamped = Buffer.from(
    await stampPdf(await readAll(stored), { buyer: name ? `${name} (${grant.email})` : grant.email, orderCode: grant.orderCode }),
  );
  return { body: Readable.from([stamped]), size: stamped.length, contentType: 'application/pdf' };
}
