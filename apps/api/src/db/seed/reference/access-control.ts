import { eq } from 'drizzle-orm';
import { permissionItems as permissionItemList, type RoleCode } from '@app/contracts/permissions';
import type { Db } from '../../client.js';
import { permissionItems, rolePermissions, roles } from '../../schema/index.js';

export const roleRows: { code: RoleCode; name: string; nameEn: string }[] = [
  { code: 'ADMIN', name: 'Quản trị viên', nameEn: 'Administrator' },
  { code: 'STAFF', name: 'Nhân viên', nameEn: 'Staff' },
  { code: 'USER', name: 'Khách hàng', nameEn: 'Customer' },
];

export async function seedAccessControl(db: Db): Promise<void> {
  await db.insert(roles).values(roleRows).onConflictDoNothing();
  await db
    .insert(permissionItems)
    .values(
      permissionItemList.map((item, index) => ({ code: item.code, name: item.vi, nameEn: item.en, path: item.path, sortOrder: index + 1 })),
    )
    .onConflictDoNothing();
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMIN'));
  if (!admin) throw new Error('The ADMIN role is missing after seeding');
  // Administrators always hold every item, including items added by a later release.
  await db
    .insert(rolePermissions)
    .values(permissionItemList.map((item) => ({ roleId: admin.id, itemCode: item.code })))
    .onConflictDoNothing();
}
