import type { FileStorage } from '../../../lib/storage/storage.js';
import { buildReportPdf } from '../files/report-pdf.js';
import { createRandom } from '../random.js';
import { siteFileKeys } from '../site-files.js';
import { hex, type Canvas } from './canvas.js';
import { BRAND, drawBanner, drawCover, drawCoverBackground, drawInitials, palettes, type BannerText } from './scenes.js';

const bannerTexts: BannerText[] = [
  {
    kicker: 'Sen Vàng Data',
    title: 'Dữ liệu thị trường bất động sản 63 tỉnh thành',
    subtitle: 'Báo cáo cập nhật theo quý, hơn 10.000 dữ liệu dự án và chủ đầu tư.',
    action: 'Xem báo cáo',
  },
  {
    kicker: 'Báo cáo mới',
    title: 'Triển vọng thị trường căn hộ 2026',
    subtitle: 'Nguồn cung, giá bán và thanh khoản tại Hà Nội, TP. Hồ Chí Minh, Đà Nẵng.',
    action: 'Khám phá ngay',
  },
];

function palette(index: number) {
  return palettes[index % palettes.length] as (typeof palettes)[number];
}

type Draw = () => Buffer | Promise<Buffer>;

function siteFiles(): [string, string, Draw][] {
  const random = createRandom(1_920);
  const png =
    (draw: () => Canvas): Draw =>
    () =>
      draw().toPng();
  const files: [string, string, Draw][] = [];
  siteFileKeys.bannerDesktop.forEach((key, i) =>
    files.push([key, 'image/png', png(() => drawBanner(1920, 600, random, palette(i), bannerTexts[i % bannerTexts.length] as BannerText))]),
  );
  siteFileKeys.bannerMobile.forEach((key, i) =>
    files.push([
      key,
      'image/png',
      png(() => drawBanner(750, 900, random, palette(i + 1), bannerTexts[i % bannerTexts.length] as BannerText)),
    ]),
  );
  files.push(
    [
      siteFileKeys.adsPopup,
      'image/png',
      png(() =>
        drawBanner(600, 600, random, palette(3), {
          kicker: 'Ưu đãi tháng này',
          title: 'Giảm 10% mọi gói báo cáo',
          subtitle: 'Nhập mã GIAM10 khi thanh toán.',
          action: 'Mua ngay',
        }),
      ),
    ],
    [siteFileKeys.shareImage, 'image/png', png(() => drawBanner(1200, 630, random, palette(0), bannerTexts[0] as BannerText))],
    [
      siteFileKeys.qaCover,
      'image/png',
      png(() => drawCover(drawCoverBackground(1600, 420, random, palette(2)), 'Trung tâm hỗ trợ', 'Câu hỏi thường gặp')),
    ],
    [
      siteFileKeys.contactCover,
      'image/png',
      png(() => drawCover(drawCoverBackground(1600, 420, random, palette(1)), 'Liên hệ', 'Tư vấn dữ liệu và báo cáo thị trường')),
    ],
    [
      siteFileKeys.ambassadorPc,
      'image/png',
      png(() =>
        drawBanner(1600, 500, random, palette(4), {
          kicker: 'Đại sứ Sen Vàng',
          title: 'Cùng lan tỏa dữ liệu thị trường minh bạch',
          subtitle: 'Đăng ký làm Đại sứ tại tỉnh thành của bạn.',
          action: 'Đăng ký ngay',
        }),
      ),
    ],
    [
      siteFileKeys.ambassadorMobile,
      'image/png',
      png(() =>
        drawBanner(750, 900, random, palette(4), {
          kicker: 'Đại sứ Sen Vàng',
          title: 'Cùng lan tỏa dữ liệu thị trường',
          subtitle: 'Đăng ký làm Đại sứ tại tỉnh thành của bạn.',
          action: 'Đăng ký ngay',
        }),
      ),
    ],
    [
      siteFileKeys.ambassadorVertical,
      'image/png',
      png(() =>
        drawBanner(600, 1000, random, palette(2), {
          kicker: 'Đại sứ Sen Vàng',
          title: 'Thu nhập hấp dẫn, lịch làm việc linh hoạt',
          subtitle: 'Hoa hồng cho mỗi báo cáo bán được.',
          action: 'Tìm hiểu',
        }),
      ),
    ],
    [siteFileKeys.favicon, 'image/png', png(() => drawInitials(64, 'S', BRAND, hex('#ffffff')))],
    [siteFileKeys.companyProfile, 'application/pdf', async () => (await buildReportPdf(companyProfile)).bytes],
  );
  return files;
}

const companyProfile = {
  kicker: 'Hồ sơ năng lực',
  title: 'Sen Vàng Data – Dữ liệu và báo cáo thị trường bất động sản',
  subtitle: 'Nghiên cứu thị trường, cơ sở dữ liệu dự án và tư vấn chiến lược cho 63 tỉnh thành',
  published: '02/01/2026',
  sections: [
    {
      heading: '1. Về chúng tôi',
      paragraphs: [
        'Sen Vàng Data là đơn vị nghiên cứu độc lập chuyên về dữ liệu thị trường bất động sản Việt Nam. Đội ngũ hơn 40 chuyên viên phân tích và khảo sát viên có mặt tại các đô thị lớn, cập nhật số liệu theo quý cho 63 tỉnh thành.',
      ],
    },
    {
      heading: '2. Sản phẩm và dịch vụ',
      paragraphs: [
        'Báo cáo thị trường theo tỉnh, theo khu vực và theo dự án; cơ sở dữ liệu hơn 10.000 dự án và chủ đầu tư; tư vấn nghiên cứu khả thi, định vị sản phẩm và chiến lược giá cho chủ đầu tư, ngân hàng và quỹ đầu tư.',
      ],
    },
    { heading: '3. Liên hệ', paragraphs: ['Hotline 1900 6868 · lienhe@senvang.vn · Tầng 12, 25 Lý Thường Kiệt, Quận Hoàn Kiếm, Hà Nội.'] },
  ],
  chart: {
    title: 'Số báo cáo phát hành theo năm',
    unit: 'Đơn vị: báo cáo',
    bars: [
      { label: '2021', value: 120 },
      { label: '2022', value: 186 },
      { label: '2023', value: 240 },
      { label: '2024', value: 312 },
      { label: '2025', value: 405 },
    ],
  },
  table: {
    head: ['Khu vực', 'Tỉnh thành', 'Dự án theo dõi'],
    rows: [
      ['Miền Bắc', '25', '3.850'],
      ['Miền Trung', '19', '2.120'],
      ['Miền Nam', '19', '4.610'],
    ],
  },
};

/** Draws only the site files that are missing, so the settings always point at something real. */
export async function ensureSiteFiles(storage: FileStorage): Promise<void> {
  for (const [key, contentType, draw] of siteFiles()) {
    if (await storage.stat(key)) continue;
    await storage.put(key, await draw(), contentType);
  }
}
