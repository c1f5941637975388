import type { z } from 'zod';
import { contactStatuses, type communitySignupBody, type ContactRequestInput } from '@app/contracts/contacts.js';
import type { Db } from '../../db/client.js';
import * as repository from './contacts.repository.js';

/**
 * "Nguyễn Văn An" → last name "Nguyễn Văn", first name "An": a Vietnamese given name is the last
 * word, as the contact form's two fields expect.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.split(/\s+/);
  const firstName = words.pop() ?? '';
  return { firstName, lastName: words.join(' ') };
}

export function createContactRequest(db: Db, body: ContactRequestInput, userId?: number) {
  return repository.insertContactRequest(db, {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phoneNumber,
    message: body.message,
    status: contactStatuses.contact,
    userId,
  });
}

export function joinCommunity(db: Db, body: z.output<typeof communitySignupBody>, userId?: number) {
  return repository.insertContactRequest(db, {
    ...splitFullName(body.name),
    email: body.email,
    phone: body.phoneNumber,
    status: contactStatuses.community,
    userId,
  });
}

/** A guest's free download is a contact request too: staff follow up on it. */
export function recordFreeDownload(db: Db, guest: { fullName: string; email: string; phone: string; reportId: number }, userId?: number) {
  return repository.insertContactRequest(db, {
    ...splitFullName(guest.fullName),
    email: guest.email,
    phone: guest.phone,
    status: contactStatuses.download,
    reportId: guest.reportId,
    userId,
  });
}

export async function subscribeMail(db: Db, email: string) {
  await repository.subscribe(db, email);
  return { email };
}
