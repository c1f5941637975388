import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AmbassadorRegisterInput } from '@app/contracts/ambassadors.js';
import type { Db } from '../../db/client.js';
import { everyWordIn, keywordWords } from '../../lib/keyword-words.js';
import {
  ambassadorAreas,
  ambassadorProjects,
  ambassadorProvinces,
  ambassadors,
  areas,
  projects,
  provinces,
  users,
} from '../../db/schema/index.js';

const registrationColumns = {
  id: ambassadors.id,
  userId: ambassadors.userId,
  name: ambassadors.name,
  avatarUrl: ambassadors.avatarUrl,
  birthday: ambassadors.birthday,
  phone: ambassadors.phone,
  email: ambassadors.email,
  facebookUrl: ambassadors.facebookUrl,
  zaloUrl: ambassadors.zaloUrl,
  website: ambassadors.website,
  address: ambassadors.address,
  position: ambassadors.position,
  introduction: ambassadors.introduction,
  experience: ambassadors.experience,
  level: ambassadors.level,
  registrationStatus: ambassadors.registrationStatus,
  status: ambassadors.status,
  createdAt: ambassadors.createdAt,
  updatedAt: ambassadors.updatedAt,
  handledAt: ambassadors.handledAt,
  rejectReason: ambassadors.rejectReason,
  areaIds: sql<
    number[]
  >`coalesce((select array_agg(x.area_id order by x.area_id) from ${ambassadorAreas} x where x.ambassador_id = "ambassadors"."id"), '{}')`,
  provinceIds: sql<
    number[]
  >`coalesce((select array_agg(x.province_id order by x.province_id) from ${ambassadorProvinces} x where x.ambassador_id = "ambassadors"."id"), '{}')`,
  projectIds: sql<
    number[]
  >`coalesce((select array_agg(x.project_id order by x.project_id) from ${ambassadorProjects} x where x.ambassador_id = "ambassadors"."id"), '{}')`,
  username: users.username,
  userEmail: users.email,
};

const selectRegistrations = (db: Db) => db.select(registrationColumns).from(ambassadors).innerJoin(users, eq(users.id, ambassadors.userId));
export type RegistrationRow = Awaited<ReturnType<typeof selectRegistrations>>[number];

export async function findRegistrationByUser(db: Db, userId: number): Promise<RegistrationRow | null> {
  const [row] = await selectRegistrations(db).where(eq(ambassadors.userId, userId)).limit(1);
  return row ?? null;
}

export async function findRegistration(db: Db, id: number): Promise<RegistrationRow | null> {
  const [row] = await selectRegistrations(db).where(eq(ambassadors.id, id)).limit(1);
  return row ?? null;
}

/** Which of the given ids exist, per kind of target. */
export async function existingTargets(db: Db, ids: { areaIds: number[]; provinceIds: number[]; projectIds: number[] }) {
  const found = async (table: typeof areas | typeof provinces | typeof projects, wanted: number[]) =>
    wanted.length === 0
      ? new Set<number>()
      : new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((row) => row.id));
  return {
    areaIds: await found(areas, ids.areaIds),
    provinceIds: await found(provinces, ids.provinceIds),
    projectIds: await found(projects, ids.projectIds),
  };
}

type ProfileInput = Omit<AmbassadorRegisterInput, 'area_ids' | 'province_ids' | 'project_ids'>;

function profileValues(input: ProfileInput) {
  return {
    name: input.name,
    avatarUrl: input.avatar_url ?? null,
    birthday: input.birthday ?? null,
    phone: input.phone,
    email: input.email,
    facebookUrl: input.facebook_url ?? null,
    zaloUrl: input.zalo_url ?? null,
    website: input.website ?? null,
    address: input.address ?? null,
    position: input.position ?? null,
    introduction: input.introduction ?? null,
    experience: input.experience ?? null,
    level: input.level,
  };
}

/** Null when the user already has a registration (one per user, enforced by a unique index). */
export async function insertRegistration(db: Db, userId: number, input: ProfileInput): Promise<number | null> {
  const [row] = await db
    .insert(ambassadors)
    .values({ userId, ...profileValues(input), registrationStatus: 'not_handled', status: 'active' })
    .onConflictDoNothing()
    .returning({ id: ambassadors.id });
  return row?.id ?? null;
}

/** A rejected registration sent again: new details, back to "not handled". Null if it was no longer rejected. */
export async function reapply(db: Db, id: number, input: ProfileInput): Promise<number | null> {
  const [row] = await db
    .update(ambassadors)
    .set({ ...profileValues(input), registrationStatus: 'not_handled', status: 'active', handledBy: null, handledAt: null })
    .where(and(eq(ambassadors.id, id), eq(ambassadors.registrationStatus, 'rejected')))
    .returning({ id: ambassadors.id });
  return row?.id ?? null;
}

export async function replaceTargets(
  db: Db,
  ambassadorId: number,
  ids: { areaIds: number[]; provinceIds: number[]; projectIds: number[] },
): Promise<void> {
  await db.delete(ambassadorAreas).where(eq(ambassadorAreas.ambassadorId, ambassadorId));
  await db.delete(ambassadorProvinces).where(eq(ambassadorProvinces.ambassadorId, ambassadorId));
  await db.delete(ambassadorProjects).where(eq(ambassadorProjects.ambassadorId, ambassadorId));
  if (ids.areaIds.length) await db.insert(ambassadorAreas).values(ids.areaIds.map((areaId) => ({ ambassadorId, areaId })));
  if (ids.provinceIds.length)
    await db.insert(ambassadorProvinces).values(ids.provinceIds.map((provinceId) => ({ ambassadorId, provinceId })));
  if (ids.projectIds.length) await db.insert(ambassadorProjects).values(ids.projectIds.map((projectId) => ({ ambassadorId, projectId })));
}

export interface RegistrationFilter {
  keyword?: string;
  registrationStatus?: string;
  status?: string;
  level?: string;
}

const sortColumns = { id: ambassadors.id, created_at: ambassadors.createdAt, name: ambassadors.name };
export type RegistrationSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

export async function searchRegistrations(
  db: Db,
  filter: RegistrationFilter,
  paging: { offset: number; limit: number; sort: RegistrationSort },
) {
  const where: SQL[] = [];
  // Every word must appear somewhere, so "nguyen huong" finds "Nguyễn Thị Hương" whatever the name order.
  where.push(...everyWordIn(ambassadors.searchText, keywordWords(filter.keyword)));
  if (filter.registrationStatus) where.push(eq(ambassadors.registrationStatus, filter.registrationStatus));
  if (filter.status) where.push(eq(ambassadors.status, filter.status));
  if (filter.level) where.push(eq(ambassadors.level, filter.level));
  const order = paging.sort.direction === 'asc' ? asc(sortColumns[paging.sort.column]) : desc(sortColumns[paging.sort.column]);
  const rows = await selectRegistrations(db)
    .where(and(...where))
    .orderBy(order, desc(ambassadors.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await db
    .select({ n: count() })
    .from(ambassadors)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}

export async function setRegistrationStatus(
  db: Db,
  id: number,
  change: { registrationStatus?: string; status?: string; handledBy: number; rejectReason?: string | null },
): Promise<void> {
  await db
    .update(ambassadors)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.registrationStatus
        ? {
            registrationStatus: change.registrationStatus,
            handledBy: change.handledBy,
            handledAt: new Date(),
            rejectReason: change.registrationStatus === 'rejected' ? (change.rejectReason ?? null) : null,
          }
        : {}),
    })
    .where(eq(ambassadors.id, id));
}

export async function setLevel(db: Db, id: number, level: string): Promise<void> {
  await db.update(ambassadors).set({ level }).where(eq(ambassadors.id, id));
}
