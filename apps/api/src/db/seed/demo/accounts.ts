import { inArray } from 'drizzle-orm';
import type { PermissionItemCode, RoleCode } from '@app/contracts/permissions';
import { hashPassword } from '../../../lib/password.js';
import type { Db } from '../../client.js';
import { roles, userPermissions, userRoles, users } from '../../schema/index.js';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: RoleCode;
  description: string;
}

/** The accounts a fresh shop signs in with; the start script prints them. */
export const demoAccounts: DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@senvang.vn',
    password: 'Admin@2026!',
    role: 'ADMIN',
    description: 'Quản trị viên, mọi quyền quản trị',
  },
  {
    username: 'staff',
    email: 'staff@senvang.vn',
    password: 'Staff@2026!',
    role: 'STAFF',
    description: 'Nhân viên: tin tức, liên hệ, đơn hàng',
  },
  { username: 'khachhang', email: 'khachhang@senvang.vn', password: 'Khach@2026!', role: 'USER', description: 'Khách hàng' },
  {
    username: 'daisu',
    email: 'daisu@senvang.vn',
    password: 'DaiSu@2026!',
    role: 'USER',
    description: 'Đại sứ đã duyệt (Hà Nội, TP. Hồ Chí Minh)',
  },
];

export const staffPermissions: PermissionItemCode[] = ['news-manage/news', 'user-manage/contact', 'report-manage/order'];

interface Person {
  username: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  password: string;
  role: RoleCode;
}

/** Customers beyond the printed ones, so reviews and replies have different authors. */
const REVIEWER_PASSWORD = 'Khach@2026!';
const reviewers: [string, string, string, string][] = [
  ['nguyenminhanh', 'Minh Anh', 'Nguyễn', '0912345671'],
  ['tranquochuy', 'Quốc Huy', 'Trần', '0987654322'],
  ['lethuha', 'Thu Hà', 'Lê', '0903456783'],
  ['phamducthang', 'Đức Thắng', 'Phạm', '0935678904'],
  ['vothanhtam', 'Thanh Tâm', 'Võ', '0977123455'],
  ['dangngoclan', 'Ngọc Lan', 'Đặng', '0868234566'],
];

const names: Record<string, [string, string, string]> = {
  admin: ['Quản trị', 'Sen Vàng', '0901000001'],
  staff: ['Hoàng Yến', 'Bùi', '0901000002'],
  khachhang: ['Văn An', 'Nguyễn', '0901000003'],
  daisu: ['Gia Bảo', 'Trịnh', '0901000004'],
};

export const people: Person[] = [
  ...demoAccounts.map((account) => {
    const [firstName, lastName, phone] = names[account.username] as [string, string, string];
    return { username: account.username, email: account.email, phone, firstName, lastName, password: account.password, role: account.role };
  }),
  ...reviewers.map(([username, firstName, lastName, phone]) => ({
    username,
    email: `${username}@gmail.com`,
    phone,
    firstName,
    lastName,
    password: REVIEWER_PASSWORD,
    role: 'USER' as const,
  })),
];

/** Inserts the people (keeping any that already exist) and returns their ids by username. */
export async function insertAccounts(db: Db, avatarUrls: Map<string, string>): Promise<Map<string, number>> {
  const hashes = await Promise.all(people.map((person) => hashPassword(person.password)));
  await db
    .insert(users)
    .values(
      people.map((person, index) => ({
        username: person.username,
        email: person.email,
        phone: person.phone,
        firstName: person.firstName,
        lastName: person.lastName,
        avatarUrl: avatarUrls.get(person.username) ?? null,
        passwordHash: hashes[index] as string,
        passwordChangedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        people.map((person) => person.username),
      ),
    );
  const ids = new Map(rows.map((row) => [row.username, row.id]));
  const roleRows = await db.select({ id: roles.id, code: roles.code }).from(roles);
  const roleId = new Map(roleRows.map((row) => [row.code, row.id]));
  const grants = people.flatMap((person) => {
    const userId = ids.get(person.username);
    return userId === undefined ? [] : [{ userId, roleId: roleId.get(person.role) as number }];
  });
  await db.insert(userRoles).values(grants).onConflictDoNothing();
  const staffId = ids.get('staff');
  if (staffId !== undefined) {
    await db
      .insert(userPermissions)
      .values(staffPermissions.map((itemCode) => ({ userId: staffId, itemCode })))
      .onConflictDoNothing();
  }
  return ids;
}
