import type { Db } from '../../client.js';
import { reportContents, reportPackages, reports } from '../../schema/index.js';
import { BASIC_PACKAGE_ID, FREE_PACKAGE_ID, PREMIUM_PACKAGE_ID } from '../reference/packages.js';
import type { InsertedProject } from './catalogue.js';
import type { Lookups } from './lookups.js';
import type { ContentRow } from './report-files.js';
import type { ReportPlan } from './report-plan.js';
import { descriptionEn, descriptionVi, summaryEn, summaryVi } from './report-text.js';

export interface PreparedReport {
  plan: ReportPlan;
  coverUrl: string | null;
  contents: ContentRow[];
}

export interface InsertedReport {
  id: number;
  title: string;
  isFree: boolean;
}

export async function insertReports(
  db: Db,
  lookups: Lookups,
  projects: InsertedProject[],
  prepared: PreparedReport[],
): Promise<InsertedReport[]> {
  const rows = await db
    .insert(reports)
    .values(
      prepared.map(({ plan, coverUrl }) => ({
        title: plan.title,
        titleEn: plan.titleEn,
        permalink: plan.permalink,
        areaId: plan.areaCode ? lookups.areaId(plan.areaCode) : null,
        provinceId: plan.provinceCode ? lookups.provinceId(plan.provinceCode) : null,
        projectId: plan.projectIndex === null ? null : (projects[plan.projectIndex]?.id ?? null),
        coverUrl,
        summary: summaryVi(plan.subject),
        summaryEn: summaryEn(plan.subject),
        description: descriptionVi(plan.subject),
        descriptionEn: descriptionEn(plan.subject),
        publishedOn: plan.publishedOn,
        hot: plan.hot,
        status: 'published',
        isFree: plan.isFree,
        createdAt: new Date(`${plan.publishedOn}T02:00:00Z`),
      })),
    )
    .returning({ id: reports.id, permalink: reports.permalink, title: reports.title, isFree: reports.isFree });
  const byPermalink = new Map(rows.map((row) => [row.permalink, row]));
  const inserted = prepared.map(({ plan }) => byPermalink.get(plan.permalink) as (typeof rows)[number]);

  await db.insert(reportPackages).values(
    inserted.flatMap((report, index) => {
      if (report.isFree) return [{ reportId: report.id, packageId: FREE_PACKAGE_ID, price: 0, originalPrice: 0 }];
      // Older reports sell for less than the package list price.
      const discounted = index % 4 === 1;
      return [
        {
          reportId: report.id,
          packageId: BASIC_PACKAGE_ID,
          price: discounted ? 990_000 : null,
          originalPrice: discounted ? 1_990_000 : null,
        },
        {
          reportId: report.id,
          packageId: PREMIUM_PACKAGE_ID,
          price: discounted ? 2_990_000 : null,
          originalPrice: discounted ? 4_990_000 : null,
        },
      ];
    }),
  );
  await db
    .insert(reportContents)
    .values(
      prepared.flatMap(({ contents }, index) =>
        contents.map((content) => ({ ...content, reportId: (inserted[index] as InsertedReport).id })),
      ),
    );
  return inserted.map(({ id, title, isFree }) => ({ id, title, isFree }));
}
