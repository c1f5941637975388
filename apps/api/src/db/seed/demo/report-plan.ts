import type { Random } from '../random.js';
import { slugify } from '@app/contracts/permalink.js';
import { loadGeography } from '../reference/geography.js';
import { quarterLabelVi, quarterSeries, segments, type Segment } from './market-figures.js';
import type { ProjectSeed } from './project-list.js';
import type { ReportSubject } from './report-text.js';

export interface ReportPlan {
  title: string;
  titleEn: string;
  permalink: string;
  provinceCode: string | null;
  areaCode: string | null;
  /** Index into the demo projects for a project report. */
  projectIndex: number | null;
  isFree: boolean;
  hot: boolean;
  publishedOn: string;
  /** The cover image is shared by reports about the same place. */
  coverSubject: string;
  subject: ReportSubject;
}

/** [province code, segment, size of the market relative to a large city]. */
const provinceReports: [string, keyof typeof segments, number][] = [
  ['01', 'apartment', 1],
  ['01', 'landed', 1],
  ['01', 'office', 1],
  ['01', 'apartment', 1],
  ['01', 'land', 0.6],
  ['79', 'apartment', 1.1],
  ['79', 'landed', 1],
  ['79', 'office', 1.3],
  ['79', 'apartment', 1.1],
  ['79', 'resort', 0.3],
  ['48', 'apartment', 0.4],
  ['48', 'resort', 0.8],
  ['48', 'land', 0.5],
  ['74', 'industrial', 1.2],
  ['74', 'apartment', 0.5],
  ['74', 'land', 0.8],
  ['75', 'land', 1],
  ['75', 'industrial', 1],
  ['75', 'landed', 0.4],
  ['56', 'resort', 0.9],
  ['56', 'apartment', 0.35],
  ['22', 'resort', 0.7],
  ['22', 'landed', 0.4],
  ['31', 'apartment', 0.45],
  ['31', 'industrial', 0.8],
  ['77', 'resort', 0.8],
  ['33', 'landed', 0.35],
  ['91', 'resort', 0.7],
  ['68', 'land', 0.4],
  ['27', 'industrial', 0.9],
];

const areaReports: [string, keyof typeof segments][] = [
  ['north', 'apartment'],
  ['central', 'resort'],
  ['south', 'apartment'],
  ['south', 'industrial'],
];

/** Projects (by index in the demo list) that get their own report. */
const projectReportIndexes = [0, 13, 18, 29, 44, 48];

const regionNames: Record<string, { vi: string; en: string }> = {
  north: { vi: 'Miền Bắc', en: 'Northern Vietnam' },
  central: { vi: 'Miền Trung', en: 'Central Vietnam' },
  south: { vi: 'Miền Nam', en: 'Southern Vietnam' },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A publication date `monthsAgo` months before now; the report covers the last quarter closed by then. */
function periodOf(now: Date, monthsAgo: number, random: Random): { year: number; quarter: number; publishedOn: string } {
  const drawn = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1 + random.int(0, 26)));
  const published = drawn > now ? now : drawn;
  const covered = published.getUTCFullYear() * 4 + Math.floor(published.getUTCMonth() / 3) - 1;
  return { year: Math.floor(covered / 4), quarter: (covered % 4) + 1, publishedOn: published.toISOString().slice(0, 10) };
}

export function planReports(random: Random, projects: ProjectSeed[], now: Date): ReportPlan[] {
  const provinces = new Map(loadGeography().provinces.map((p) => [p.code, p]));
  const permalinks = new Set<string>();
  const unique = (text: string): string => {
    let slug = slugify(text);
    for (let n = 2; permalinks.has(slug); n++) slug = `${slugify(text)}-${n}`;
    permalinks.add(slug);
    return slug;
  };
  const plans: ReportPlan[] = [];
  const total = provinceReports.length + areaReports.length + projectReportIndexes.length;
  // Spread publication over the last two years, newest first in the list.
  const monthsAgo = (index: number) => Math.floor((index * 23) / total);

  const add = (
    place: { vi: string; en: string },
    segment: Segment,
    scale: number,
    where: Pick<ReportPlan, 'provinceCode' | 'areaCode' | 'projectIndex' | 'coverSubject'>,
    kind: 'market' | 'project',
  ) => {
    const index = plans.length;
    const { year, quarter, publishedOn } = periodOf(now, monthsAgo(index), random);
    const period = quarterLabelVi(year, quarter);
    const periodEn = `Q${quarter} ${year}`;
    const subject: ReportSubject = {
      place: place.vi,
      placeEn: place.en,
      segment,
      period,
      periodEn,
      series: quarterSeries(random, segment, scale, year, quarter),
    };
    const title =
      kind === 'project' ? `Báo cáo phân tích dự án ${place.vi} ${period}` : `Báo cáo thị trường ${segment.vi} ${place.vi} ${period}`;
    const titleEn =
      kind === 'project' ? `${place.en} project analysis, ${periodEn}` : `${place.en} ${segment.en} market report, ${periodEn}`;
    plans.push({
      title,
      titleEn: capitalise(titleEn),
      permalink: unique(title),
      ...where,
      isFree: index % 10 === 3 || index % 10 === 7 || index % 10 === 9,
      hot: index % 6 === 0,
      publishedOn,
      subject,
    });
  };

  const order: (() => void)[] = [];
  for (const [code, segment, scale] of provinceReports) {
    const province = provinces.get(code);
    if (!province) throw new Error(`Unknown province ${code}`);
    const place = { vi: province.type === 'thanh-pho' && code === '79' ? 'TP. Hồ Chí Minh' : province.name, en: province.name_en };
    order.push(() =>
      add(
        place,
        segments[segment] as Segment,
        scale,
        { provinceCode: code, areaCode: province.area, projectIndex: null, coverSubject: `province-${code}` },
        'market',
      ),
    );
  }
  for (const [area, segment] of areaReports) {
    const names = regionNames[area] as { vi: string; en: string };
    order.push(() =>
      add(
        names,
        segments[segment] as Segment,
        2.5,
        { provinceCode: null, areaCode: area, projectIndex: null, coverSubject: `area-${area}` },
        'market',
      ),
    );
  }
  for (const projectIndex of projectReportIndexes) {
    const project = projects[projectIndex];
    if (!project) throw new Error(`No demo project ${projectIndex}`);
    const segment =
      project.type === 'resort'
        ? segments.resort
        : project.type === 'villa' || project.type === 'townhouse'
          ? segments.landed
          : segments.apartment;
    const province = provinces.get(project.provinceCode);
    order.push(() =>
      add(
        { vi: project.title, en: project.title },
        // A project's figures start from its own list price.
        { ...(segment as Segment), price: project.price },
        0.15,
        { provinceCode: project.provinceCode, areaCode: province?.area ?? null, projectIndex, coverSubject: `project-${projectIndex}` },
        'project',
      ),
    );
  }
  // Interleave the kinds so every page of the list shows a mix of places.
  random.pickMany(order, order.length).forEach((run) => run());
  return plans;
}
