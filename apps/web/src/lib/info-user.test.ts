import { describe, expect, it } from 'vitest';
import type { Me } from '@app/contracts/accounts';
import { ambassadorPageId, canSeeAdminLink, displayName, toInfoUser, type InfoUser } from './info-user';

const me: Me = {
  id: 7,
  first_name: 'Minh Anh',
  last_name: 'Nguyễn',
  username: 'minhanh',
  email: 'minh.anh@example.com',
  phone: '0912345678',
  phone_number: '0912345678',
  avatar_url: null,
  status: 'active',
  has_password: true,
  roles: ['USER'],
  item_permissions: [],
  is_ambassador: false,
  ambassador_response: null,
};

const user = (changes: Partial<InfoUser>): InfoUser => ({ ...toInfoUser(me), ...changes });
const ambassador = (status: 'active' | 'lock', item_permissions: string[] = []) =>
  user({ is_ambassador: true, item_permissions, ambassador_response: { id: 3, name: 'Minh Anh', avatar_url: null, status } });

describe('infoUser', () => {
  it('keeps only the infoUser fields', () => {
    expect(Object.keys(toInfoUser(me)).sort()).toEqual(
      [
        'ambassador_response',
        'avatar_url',
        'email',
        'first_name',
        'id',
        'is_ambassador',
        'item_permissions',
        'last_name',
        'phone_number',
        'roles',
        'username',
      ].sort(),
    );
  });

  it('names the user family name first, or by username', () => {
    expect(displayName(toInfoUser(me))).toBe('Nguyễn Minh Anh');
    expect(displayName(user({ last_name: '', first_name: 'Trịnh Gia Bảo' }))).toBe('Trịnh Gia Bảo');
    expect(displayName(user({ last_name: ' ', first_name: '' }))).toBe('minhanh');
  });

  it('shows the admin link to staff who are not ambassadors, and to ambassadors who are not locked', () => {
    expect(canSeeAdminLink(user({}))).toBe(false);
    expect(canSeeAdminLink(user({ item_permissions: ['report-manage/order'] }))).toBe(true);
    expect(canSeeAdminLink(ambassador('active'))).toBe(true);
    expect(canSeeAdminLink(ambassador('lock', ['report-manage/order']))).toBe(false);
  });

  it('links the ambassador page only for ambassadors who are not locked', () => {
    expect(ambassadorPageId(ambassador('active'))).toBe(3);
    expect(ambassadorPageId(ambassador('lock'))).toBeNull();
    expect(ambassadorPageId(user({}))).toBeNull();
  });
});
