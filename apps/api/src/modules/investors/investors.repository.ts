import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { IdOrPermalink } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { districts, investors, projects, provinces } from '../../db/schema/index.js';
import { provinceUnits, unitColumns, unitOfProvince } from '../geography/province-unit.js';
import { Filters, findPage, pageLimit, pageOffset } from '../search/text-search.js';
import { vietnameseOrder } from '../search/vietnamese-order.js';

export interface Window {
  limit: number;
  offset: number;
}

const listColumns = {
  id: investors.id,
  name: investors.name,
  company_name: investors.companyName,
  permalink: investors.permalink,
  logo_url: investors.logoUrl,
  founding_year: investors.foundingYear,
  website: investors.website,
  address: investors.address,
  stock_code: investors.stockCode,
  project_count: sql<number>`(select count(*)::int from ${projects} p where p.investor_id = "investors"."id" and p.active)`,
};

/** An investor the public sees; one condition built once, shared by every statement. */
const activeInvestor = eq(investors.active, true);

/** Active investors in Vietnamese alphabetical order; with a keyword, the closest names first. */
export function findInvestors(db: Db, keyword: string | undefined, window: Window) {
  return findPage(
    db,
    { table: investors, column: investors.searchText, keyword, statement: 'investors' },
    new Filters(activeInvestor),
    window,
    (where, total) =>
      db
        .select({ ...listColumns, total })
        .from(investors)
        .where(where)
        .orderBy(...vietnameseOrder(investors.name), asc(investors.id))
        .limit(pageLimit)
        .offset(pageOffset),
  );
}

function byKey(key: IdOrPermalink): SQL {
  return 'id' in key ? eq(investors.id, key.id) : eq(investors.permalink, key.permalink);
}

export async function findInvestor(db: Db, key: IdOrPermalink) {
  const [row] = await db
    .select({
      ...listColumns,
      email: investors.email,
      phone: investors.phone,
      main_field: investors.mainField,
      secondary_field: investors.secondaryField,
      description: investors.description,
      description_en: investors.descriptionEn,
      province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
      unit: unitColumns,
      district: { id: districts.id, name: districts.name },
    })
    .from(investors)
    .leftJoin(provinces, eq(provinces.id, investors.provinceId))
    .leftJoin(provinceUnits, unitOfProvince)
    .leftJoin(districts, eq(districts.id, investors.districtId))
    .where(and(byKey(key), activeInvestor))
    .limit(1);
  return row ?? null;
}
