import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactRequests, mailSubscriptions } from '../../db/schema/index.js';

export interface NewContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message?: string;
  status: string;
  reportId?: number;
  userId?: number;
}

export async function insertContactRequest(db: Db, request: NewContactRequest): Promise<number> {
  const [row] = await db.insert(contactRequests).values(request).returning({ id: contactRequests.id });
  return row!.id;
}

/** Signing up twice keeps one subscription, and signing up again after leaving renews it. */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db
    .insert(mailSubscriptions)
    .values({ email })
    .onConflictDoUpdate({ target: mailSubscriptions.email, set: { active: sql`true` } });
}
