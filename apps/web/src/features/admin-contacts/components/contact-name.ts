import type { AdminContact } from '@app/contracts/admin-contacts';

/** Family name first, as Vietnamese names are written. */
export const contactName = (contact: Pick<AdminContact, 'first_name' | 'last_name'>) =>
  [contact.last_name, contact.first_name].filter(Boolean).join(' ');
