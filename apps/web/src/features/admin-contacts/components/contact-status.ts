import type { ContactRequestStatus } from '@app/contracts/admin-contacts';

export const contactStatusColors: Record<ContactRequestStatus, string> = {
  init: 'blue',
  download: 'teal',
  subscribe: 'grape',
  handled: 'gray',
};
