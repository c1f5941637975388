import type { Db } from '../../client.js';
import { blogCategories } from '../../schema/index.js';
import { syncIdentity } from './sequences.js';

/** The public news tabs name these ids, so they are fixed. */
export const blogCategoryRows = [
  { id: 17, parentId: null, name: 'Tin tức vùng miền', nameEn: 'Regional news', slug: 'tin-tuc-vung-mien', sortOrder: 1 },
  { id: 18, parentId: null, name: 'Bản tin', nameEn: 'Newsletter', slug: 'ban-tin', sortOrder: 2 },
  { id: 19, parentId: null, name: 'Phân tích chuyên gia', nameEn: 'Expert analysis', slug: 'phan-tich-chuyen-gia', sortOrder: 3 },
  { id: 20, parentId: null, name: 'Phát triển bền vững', nameEn: 'Sustainable development', slug: 'phat-trien-ben-vung', sortOrder: 4 },
  {
    id: 21,
    parentId: null,
    name: 'Nghiên cứu & phát triển',
    nameEn: 'Research & development',
    slug: 'nghien-cuu-phat-trien',
    sortOrder: 5,
  },
  { id: 22, parentId: 18, name: 'Bản tin thị trường', nameEn: 'Market bulletin', slug: 'ban-tin-thi-truong', sortOrder: 1 },
  { id: 23, parentId: 18, name: 'Bản tin dự án', nameEn: 'Project bulletin', slug: 'ban-tin-du-an', sortOrder: 2 },
  { id: 24, parentId: 18, name: 'Chính sách & pháp lý', nameEn: 'Policy & legal', slug: 'chinh-sach-phap-ly', sortOrder: 3 },
  { id: 25, parentId: 18, name: 'Tài chính & tín dụng', nameEn: 'Finance & credit', slug: 'tai-chinh-tin-dung', sortOrder: 4 },
  { id: 26, parentId: 21, name: 'Báo cáo nghiên cứu', nameEn: 'Research papers', slug: 'bao-cao-nghien-cuu', sortOrder: 1 },
  { id: 27, parentId: 21, name: 'Dữ liệu & phương pháp', nameEn: 'Data & methodology', slug: 'du-lieu-phuong-phap', sortOrder: 2 },
  { id: 28, parentId: 21, name: 'Chỉ số thị trường', nameEn: 'Market indices', slug: 'chi-so-thi-truong', sortOrder: 3 },
  { id: 29, parentId: 21, name: 'Quy hoạch & hạ tầng', nameEn: 'Planning & infrastructure', slug: 'quy-hoach-ha-tang', sortOrder: 4 },
  { id: 30, parentId: 21, name: 'Công nghệ bất động sản', nameEn: 'Property technology', slug: 'cong-nghe-bat-dong-san', sortOrder: 5 },
];

export async function seedBlogCategories(db: Db): Promise<void> {
  await db.insert(blogCategories).values(blogCategoryRows).onConflictDoNothing();
  await syncIdentity(db, 'blog_categories');
}
