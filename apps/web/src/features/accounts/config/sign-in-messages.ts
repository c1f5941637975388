import type { LoadedMessages } from '@/i18n/with-messages';
import viAuth from '@/messages/vi/auth.json';
import viFields from '@/messages/vi/fields.json';
import viForms from '@/messages/vi/forms.json';
import enAuth from '@/messages/en/auth.json';
import enFields from '@/messages/en/fields.json';
import enForms from '@/messages/en/forms.json';

/** The sign-in dialog's texts (its forms, their configured fields), loaded with the dialog. */
export const signInMessages: LoadedMessages = {
  vi: { auth: viAuth, fields: viFields, forms: viForms },
  en: { auth: enAuth, fields: enFields, forms: enForms },
};
