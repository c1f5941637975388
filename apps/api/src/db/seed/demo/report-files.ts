import { readFileSync } from 'node:fs';
import type { FileStorage } from '../../../lib/storage/storage.js';
import { buildReportPdf } from '../files/report-pdf.js';
import { createZip } from '../files/zip-archive.js';
import { BASIC_PACKAGE_ID, FREE_PACKAGE_ID, PREMIUM_PACKAGE_ID } from '../reference/packages.js';
import type { ReportPlan } from './report-plan.js';
import { figuresCsv, figuresTable, pdfSections, summaryVi } from './report-text.js';

export interface ContentRow {
  packageId: number;
  title: string;
  titleEn: string;
  format: 'pdf' | 'video' | 'youtube' | 'archive';
  fileKey: string | null;
  fileName: string | null;
  fileSize: number | null;
  mimeType: string | null;
  url: string | null;
  previewText: string;
  pageCount: number | null;
  sortOrder: number;
}

const youtubeIds = ['Hn3tXq8dLw0', 'pQ7vR2kZs9M', 'Ue4bN6yJc1T', 'aK9mW3xF5hE', 'Zt2cP8gVr6Q', 'mB5hL1sYd7N', 'Wx6eT4jKq2A', 'Rf8uG0nZp3C'];

let video: Buffer | undefined;
function demoVideo(): Buffer {
  video ??= readFileSync(new URL('../assets/market-overview.mp4', import.meta.url));
  return video;
}

function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** Writes a report's files (PDF, video, data archive) to storage and describes its four kinds of content. */
export async function storeReportFiles(storage: FileStorage, plan: ReportPlan, index: number): Promise<ContentRow[]> {
  const folder = `reports/${plan.permalink}`;
  const pdf = await buildReportPdf({
    kicker: plan.projectIndex === null ? 'Báo cáo thị trường' : 'Báo cáo dự án',
    title: plan.title,
    subtitle: plan.subject.place === plan.subject.placeEn ? plan.titleEn : `${plan.subject.placeEn} · ${plan.titleEn}`,
    published: formatDate(plan.publishedOn),
    sections: pdfSections(plan.subject),
    chart: {
      title: `Giá bán bình quân theo quý – ${plan.subject.place}`,
      unit: 'Đơn vị: triệu đồng/m²',
      bars: plan.subject.series.slice(-6).map((q) => ({ label: q.label, value: q.price })),
    },
    table: figuresTable(plan.subject),
  });
  const pdfKey = `${folder}/${plan.permalink}.pdf`;
  await storage.put(pdfKey, pdf.bytes, 'application/pdf');

  const videoKey = `${folder}/video-tong-quan.mp4`;
  await storage.put(videoKey, demoVideo(), 'video/mp4');

  const csvName = `so-lieu-${plan.permalink}.csv`;
  const zip = createZip([
    { name: csvName, data: figuresCsv(plan.subject), modified: new Date(`${plan.publishedOn}T08:00:00Z`) },
    {
      name: 'doc-truoc.txt',
      data: Buffer.from(`${plan.title}\r\nNguồn: Sen Vàng Data. Số liệu khảo sát theo quý, giá bán tính bằng triệu đồng/m².\r\n`, 'utf8'),
      modified: new Date(`${plan.publishedOn}T08:00:00Z`),
    },
  ]);
  const zipKey = `${folder}/so-lieu-${plan.permalink}.zip`;
  await storage.put(zipKey, zip, 'application/zip');

  const preview = summaryVi(plan.subject);
  const youtube = `https://www.youtube.com/watch?v=${youtubeIds[index % youtubeIds.length]}`;
  const pdfContent = {
    format: 'pdf' as const,
    fileKey: pdfKey,
    fileName: `${plan.permalink}.pdf`,
    fileSize: pdf.bytes.length,
    mimeType: 'application/pdf',
    url: null,
    pageCount: pdf.pageCount,
  };
  const videoContent = {
    format: 'video' as const,
    fileKey: videoKey,
    fileName: 'video-tong-quan.mp4',
    fileSize: demoVideo().length,
    mimeType: 'video/mp4',
    url: null,
    pageCount: null,
  };
  const youtubeContent = {
    format: 'youtube' as const,
    fileKey: null,
    fileName: null,
    fileSize: null,
    mimeType: null,
    url: youtube,
    pageCount: null,
  };
  const archiveContent = {
    format: 'archive' as const,
    fileKey: zipKey,
    fileName: `so-lieu-${plan.permalink}.zip`,
    fileSize: zip.length,
    mimeType: 'application/zip',
    url: null,
    pageCount: null,
  };

  if (plan.isFree) {
    return [
      {
        ...pdfContent,
        packageId: FREE_PACKAGE_ID,
        title: 'Báo cáo tóm tắt (PDF)',
        titleEn: 'Summary report (PDF)',
        previewText: preview,
        sortOrder: 1,
      },
      {
        ...videoContent,
        packageId: FREE_PACKAGE_ID,
        title: 'Video tổng quan thị trường',
        titleEn: 'Market overview video',
        previewText: 'Video 3 phút tóm tắt các điểm chính của báo cáo.',
        sortOrder: 2,
      },
      {
        ...youtubeContent,
        packageId: FREE_PACKAGE_ID,
        title: 'Chuyên gia bình luận',
        titleEn: 'Expert commentary',
        previewText: 'Chuyên gia Sen Vàng Data bình luận về diễn biến thị trường.',
        sortOrder: 3,
      },
      {
        ...archiveContent,
        packageId: FREE_PACKAGE_ID,
        title: 'Bộ số liệu thị trường (CSV)',
        titleEn: 'Market data set (CSV)',
        previewText: 'Số liệu tám quý gần nhất dạng bảng tính.',
        sortOrder: 4,
      },
    ];
  }
  return [
    {
      ...pdfContent,
      packageId: BASIC_PACKAGE_ID,
      title: 'Báo cáo đầy đủ (PDF)',
      titleEn: 'Full report (PDF)',
      previewText: preview,
      sortOrder: 1,
    },
    {
      ...youtubeContent,
      packageId: BASIC_PACKAGE_ID,
      title: 'Video tóm tắt báo cáo',
      titleEn: 'Report summary video',
      previewText: 'Tóm tắt nhanh các số liệu chính trong 5 phút.',
      sortOrder: 2,
    },
    {
      ...videoContent,
      packageId: PREMIUM_PACKAGE_ID,
      title: 'Video phân tích chuyên sâu',
      titleEn: 'In-depth analysis video',
      previewText: 'Phân tích chi tiết theo từng khu vực và phân khúc.',
      sortOrder: 3,
    },
    {
      ...archiveContent,
      packageId: PREMIUM_PACKAGE_ID,
      title: 'Dữ liệu gốc (CSV)',
      titleEn: 'Raw data (CSV)',
      previewText: 'Toàn bộ số liệu khảo sát để tự phân tích.',
      sortOrder: 4,
    },
  ];
}
