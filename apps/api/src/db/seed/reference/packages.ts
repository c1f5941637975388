import type { Db } from '../../client.js';
import { packages } from '../../schema/index.js';
import { syncIdentity } from './sequences.js';

/** Ids 2 and 3 carry the cart rule "type 3 includes type 2", so all three ids are fixed. */
export const FREE_PACKAGE_ID = 1;
export const BASIC_PACKAGE_ID = 2;
export const PREMIUM_PACKAGE_ID = 3;

export const packageRows = [
  {
    id: FREE_PACKAGE_ID,
    name: 'Gói Miễn phí',
    nameEn: 'Free',
    description: 'Tóm tắt báo cáo, số liệu chính và video giới thiệu, nhận ngay qua email.',
    descriptionEn: 'The report summary, its key figures and an introductory video, sent to you by email at once.',
    level: 0,
    price: 0,
    originalPrice: 0,
    isFree: true,
  },
  {
    id: BASIC_PACKAGE_ID,
    name: 'Gói Cơ bản',
    nameEn: 'Basic',
    description: 'Báo cáo PDF đầy đủ về cung cầu, giá bán và thanh khoản của khu vực.',
    descriptionEn: 'The full PDF report on supply, demand, prices and liquidity in the area.',
    level: 2,
    price: 1_990_000,
    originalPrice: 2_490_000,
    isFree: false,
  },
  {
    id: PREMIUM_PACKAGE_ID,
    name: 'Gói Cao cấp',
    nameEn: 'Premium',
    description: 'Toàn bộ Gói Cơ bản, thêm dữ liệu gốc dạng bảng tính, video phân tích của chuyên gia và dự báo 3 năm.',
    descriptionEn:
      'Everything in the Basic package, plus the source data as spreadsheets, expert analysis videos and a three-year forecast.',
    level: 3,
    price: 4_990_000,
    originalPrice: 6_490_000,
    isFree: false,
  },
];

export async function seedPackages(db: Db): Promise<void> {
  await db.insert(packages).values(packageRows).onConflictDoNothing();
  await syncIdentity(db, 'packages');
}
