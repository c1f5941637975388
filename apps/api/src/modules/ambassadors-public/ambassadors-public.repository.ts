import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { NamedRef } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { ambassadorAreas, ambassadorProvinces, ambassadors, areas, provinces } from '../../db/schema/index.js';
import { vietnameseOrder } from '../search/vietnamese-order.js';
import { ambassadorSummaryColumns, publicAmbassador } from './public-ambassador.js';

const expertColumns = {
  ...ambassadorSummaryColumns,
  experience: ambassadors.experience,
  website: ambassadors.website,
  introduction: ambassadors.introduction,
};

/** The public experts in Vietnamese alphabetical order of their names. */
export async function findExperts(db: Db, window: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select(expertColumns)
      .from(ambassadors)
      .where(publicAmbassador)
      .orderBy(...vietnameseOrder(ambassadors.name), asc(ambassadors.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(ambassadors).where(publicAmbassador),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findAmbassador(db: Db, id: number) {
  const [row] = await db
    .select({
      ...expertColumns,
      phone: ambassadors.phone,
      email: ambassadors.email,
      facebook_url: ambassadors.facebookUrl,
      zalo_url: ambassadors.zaloUrl,
      areas: sql<NamedRef[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'name', a.name, 'name_en', a.name_en) order by a.sort_order, a.id)
        from ${ambassadorAreas} aa join ${areas} a on a.id = aa.area_id
        where aa.ambassador_id = "ambassadors"."id" and a.active), '[]'::json)`,
      provinces: sql<NamedRef[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'name', p.name, 'name_en', p.name_en) order by p.id)
        from ${ambassadorProvinces} ap join ${provinces} p on p.id = ap.province_id
        where ap.ambassador_id = "ambassadors"."id" and p.active), '[]'::json)`,
    })
    .from(ambassadors)
    .where(and(eq(ambassadors.id, id), publicAmbassador))
    .limit(1);
  return row ?? null;
}
