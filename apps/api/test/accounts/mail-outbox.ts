import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema/index.js';
import { sleep } from './account-helpers.js';

/** Mails are sent after the reply; this waits for the newest one to an address. */
export async function waitForMail(db: Db, to: string, options: { count?: number; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
    if (rows.length >= (options.count ?? 1) && rows[0]?.status !== 'queued') return rows[0]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} after waiting`);
    await sleep(25);
  }
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
}

export function resetTokenIn(text: string): string {
  const match = /reset-password\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}
