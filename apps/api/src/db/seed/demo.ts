import { count, sql } from 'drizzle-orm';
import type { FileStorage } from '../../lib/storage/storage.js';
import type { Db } from '../client.js';
import { reports } from '../schema/index.js';
import { insertAccounts, people } from './demo/accounts.js';
import { insertBlogs } from './demo/blogs.js';
import { insertAmbassador, insertInvestors, insertProjects } from './demo/catalogue.js';
import { insertContacts, insertCoupons, insertReviews } from './demo/engagement.js';
import { investorSeeds } from './demo/investors.js';
import { loadLookups } from './demo/lookups.js';
import { projectSeeds } from './demo/project-list.js';
import { storeReportFiles } from './demo/report-files.js';
import { planReports } from './demo/report-plan.js';
import { insertReports, type PreparedReport } from './demo/reports.js';
import { CatalogueImages } from './images/catalogue-images.js';
import { ensureSiteFiles } from './images/site-images.js';
import { createRandom } from './random.js';
import { blogCategoryRows } from './reference/blog-categories.js';

export { demoAccounts } from './demo/accounts.js';

/** Two servers starting on one empty database must not both load the demo shop. */
const DEMO_LOCK = 7_283_402;
const AMBASSADOR_PROVINCES = ['01', '79'];

async function reportCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports);
  return row?.n ?? 0;
}

/**
 * A believable shop for a fresh install: accounts, investors, projects, reports with files of every
 * format, news, reviews, coupons. It runs only while the shop has no report, so it loads once.
 * Reference data must be seeded first.
 */
export async function seedDemo(db: Db, storage: FileStorage): Promise<void> {
  await ensureSiteFiles(storage);
  if ((await reportCount(db)) > 0) return;

  const now = new Date();
  const random = createRandom(20_260_101);
  const plans = planReports(random, projectSeeds, now);
  const images = new CatalogueImages(storage);

  const reportCovers = await images.covers(
    'reports',
    [...new Map(plans.map((plan) => [plan.coverSubject, plan])).values()].map((plan) => ({
      key: plan.coverSubject,
      kicker: plan.projectIndex === null ? 'Báo cáo thị trường' : 'Báo cáo dự án',
      title: plan.projectIndex === null ? `Bất động sản ${plan.subject.place}` : plan.subject.place,
    })),
  );
  const topCategories = blogCategoryRows.filter((category) => category.parentId === null);
  const blogCovers = await images.covers(
    'blogs',
    topCategories.map((category) => ({ key: category.slug, kicker: 'Tin tức Sen Vàng', title: category.name })),
  );
  const coverForCategory = (categoryId: number): string | null => {
    const category = blogCategoryRows.find((c) => c.id === categoryId);
    const top = blogCategoryRows.find((c) => c.id === (category?.parentId ?? categoryId));
    return top ? (blogCovers.get(top.slug) ?? null) : null;
  };
  const projectScenes = await images.projectScenes();
  const logos = new Map<string, string>();
  for (const investor of investorSeeds)
    logos.set(investor.key, await images.badge(`images/investors/${investor.key}.png`, 240, investor.initials, investor.color));
  const avatars = new Map<string, string>();
  for (const person of people) {
    const initials = `${person.lastName.charAt(0)}${person.firstName.split(' ').pop()?.charAt(0) ?? ''}`;
    avatars.set(
      person.username,
      await images.badge(`images/avatars/${person.username}.png`, 200, initials, person.role === 'USER' ? '#5b6b8c' : '#b2842d'),
    );
  }

  const prepared: PreparedReport[] = [];
  for (const [index, plan] of plans.entries()) {
    prepared.push({ plan, coverUrl: reportCovers.get(plan.coverSubject) ?? null, contents: await storeReportFiles(storage, plan, index) });
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
    if ((await reportCount(tx)) > 0) return;
    const lookups = await loadLookups(tx);
    const userIds = await insertAccounts(tx, avatars);
    const id = (username: string) => userIds.get(username) as number;
    const ambassadorId = await insertAmbassador(tx, lookups, id('daisu'), avatars.get('daisu') ?? null, AMBASSADOR_PROVINCES);
    const investorIds = await insertInvestors(tx, lookups, logos);
    const projects = await insertProjects(tx, lookups, random, investorIds, projectScenes, {
      id: ambassadorId,
      provinceCodes: AMBASSADOR_PROVINCES,
    });
    const reportList = await insertReports(tx, lookups, projects, prepared);
    await insertBlogs(tx, random, coverForCategory, reportList, id('staff'), now);
    const customers = people.filter((person) => person.role === 'USER').map((person) => id(person.username));
    await insertReviews(tx, random, reportList, customers, [id('admin'), id('staff')]);
    await insertCoupons(tx, now);
    await insertContacts(tx, reportList);
  });
}
