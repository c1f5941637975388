import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import vi from '@/messages/vi';
import { clientMessages } from '@/i18n/client-messages';
import { signInMessages } from './sign-in-messages';

describe('the sign-in dialog messages', () => {
  it('are the texts the server has, in both languages', () => {
    expect(signInMessages.vi).toEqual({ auth: vi.auth, fields: vi.fields, forms: vi.forms });
    expect(signInMessages.en).toEqual({ auth: en.auth, fields: en.fields, forms: en.forms });
  });

  it('are not sent with every page', () => {
    const page = Object.keys(clientMessages(vi));
    expect(Object.keys(signInMessages.vi).filter((namespace) => page.includes(namespace))).toEqual([]);
  });
});
