import type { z } from 'zod';
import type { AdminInvestor, adminInvestorSearchBody, adminInvestorSearchQuery, InvestorInput } from '@app/contracts/admin-investors.js';
import type { AdminOption } from '@app/contracts/admin-projects.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { freePermalink } from '@app/contracts/permalink.js';
import type { Db } from '../../db/client.js';
import { keywordWords } from '../../lib/keyword-words.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './admin-investors.repository.js';
import { checkPlace } from './catalogue-place.js';

type Row = NonNullable<Awaited<ReturnType<typeof repository.findInvestorById>>>;

function investorView({ row, province, district, projectCount, activeProjectCount }: Row): AdminInvestor {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    permalink: row.permalink,
    logo_url: row.logoUrl,
    founding_year: row.foundingYear,
    website: row.website,
    address: row.address,
    province,
    district,
    email: row.email,
    phone: row.phone,
    stock_code: row.stockCode,
    main_field: row.mainField,
    secondary_field: row.secondaryField,
    description: row.description,
    description_en: row.descriptionEn,
    project_count: projectCount,
    active_project_count: activeProjectCount,
    active: row.active,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The audit trail keeps the investor as staff see it, without the derived counts. */
function audited(row: Row): Record<string, unknown> {
  const { project_count: _count, active_project_count: _active, ...rest } = investorView(row);
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

function valuesOf(input: InvestorInput): Omit<repository.InvestorValues, 'permalink'> {
  return {
    name: input.name,
    companyName: input.company_name ?? null,
    logoUrl: input.logo_url ?? null,
    foundingYear: input.founding_year ?? null,
    website: input.website ?? null,
    address: input.address ?? null,
    provinceId: input.province_id ?? null,
    districtId: input.district_id ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    stockCode: input.stock_code ?? null,
    mainField: input.main_field ?? null,
    secondaryField: input.secondary_field ?? null,
    description: input.description ?? null,
    descriptionEn: input.description_en ?? null,
    active: input.active,
  };
}

export async function searchInvestors(
  db: Db,
  body: z.output<typeof adminInvestorSearchBody>,
  query: z.output<typeof adminInvestorSearchQuery>,
): Promise<Page<AdminInvestor>> {
  const filter: repository.InvestorFilter = { words: keywordWords(body.keyword), active: body.active, provinceId: body.province_id };
  const [rows, total] = await Promise.all([
    repository.searchInvestors(db, filter, pageWindow(query), query.sort as repository.InvestorSort),
    repository.countInvestors(db, filter),
  ]);
  return page(rows.map(investorView), total, query.page, query.page_size);
}

export async function getInvestor(db: Db, id: number): Promise<AdminInvestor> {
  const row = await repository.findInvestorById(db, id);
  if (!row) throw new AppError('INVESTOR_NOT_FOUND');
  return investorView(row);
}

const permalinkTaken = () => invalidField('permalink', 'permalink_taken');

/** A typed permalink must be free; a blank one becomes the first free one made from the name. */
async function permalinkFor(tx: Db, input: InvestorInput, exceptId?: number): Promise<string> {
  if (input.permalink) {
    if (await repository.permalinkTaken(tx, input.permalink, exceptId)) throw permalinkTaken();
    return input.permalink;
  }
  return freePermalink(input.name, (candidate) => repository.permalinkTaken(tx, candidate, exceptId));
}

export async function createInvestor(db: Db, actor: AuditActor, input: InvestorInput): Promise<AdminInvestor> {
  const row = await db.transaction(async (tx) => {
    await checkPlace(tx, { provinceId: input.province_id ?? null, districtId: input.district_id ?? null });
    const id = await repository.insertInvestor(tx, { ...valuesOf(input), permalink: await permalinkFor(tx, input) });
    if (id === null) throw permalinkTaken();
    const created = (await repository.findInvestorById(tx, id))!;
    await recordAudit(tx, actor, { entity: 'investor', entityId: id, action: 'create', before: null, after: audited(created) });
    return created;
  });
  return investorView(row);
}

async function changeInvestor(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (current: Row, tx: Db) => Promise<Partial<repository.InvestorValues>>,
): Promise<AdminInvestor> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findInvestorById(tx, id, { lock: true });
    if (!before) throw new AppError('INVESTOR_NOT_FOUND');
    await repository.updateInvestor(tx, id, await values(before, tx));
    const after = (await repository.findInvestorById(tx, id))!;
    await recordAudit(tx, actor, { entity: 'investor', entityId: id, action, before: audited(before), after: audited(after) });
    return after;
  });
  return investorView(row);
}

export function updateInvestor(db: Db, actor: AuditActor, id: number, input: InvestorInput): Promise<AdminInvestor> {
  return changeInvestor(db, actor, id, 'update', async (current, tx) => {
    await checkPlace(
      tx,
      { provinceId: input.province_id ?? null, districtId: input.district_id ?? null },
      { provinceId: current.row.provinceId, districtId: current.row.districtId },
    );
    return { ...valuesOf(input), permalink: await permalinkFor(tx, input, id) };
  });
}

export function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminInvestor> {
  return changeInvestor(db, actor, id, active ? 'activate' : 'deactivate', async () => ({ active }));
}

/** For the project form's investor select. */
export function investorOptions(db: Db, keyword: string | undefined, include: number | undefined, limit: number): Promise<AdminOption[]> {
  return repository.findInvestorOptions(db, keywordWords(keyword), include, limit);
}

export function investorExists(db: Db, id: number): Promise<boolean> {
  return repository.investorExists(db, id);
}
