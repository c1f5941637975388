/**
 * Admin menu items. A staff user's item permissions name these codes; each guards the admin pages
 * under its path and the `/v1/admin/*` routes of the same concern.
 */
export const permissionItems = [
  { code: 'report-manage/area', path: '/admin/report-manage/area', vi: 'Khu vực, tỉnh thành', en: 'Areas and provinces' },
  { code: 'report-manage/project', path: '/admin/report-manage/project?tab=view', vi: 'Dự án', en: 'Projects' },
  { code: 'report-manage/investor', path: '/admin/report-manage/investor', vi: 'Chủ đầu tư', en: 'Investors' },
  { code: 'report-manage/order', path: '/admin/report-manage/order', vi: 'Đơn hàng', en: 'Orders' },
  { code: 'report-manage/reports/list', path: '/admin/report-manage/reports/list', vi: 'Báo cáo', en: 'Reports' },
  { code: 'report-manage/reports/package', path: '/admin/report-manage/reports/package', vi: 'Gói báo cáo', en: 'Report packages' },
  { code: 'report-manage/reports/content', path: '/admin/report-manage/reports/content', vi: 'Nội dung báo cáo', en: 'Report contents' },
  { code: 'report-manage/count-download', path: '/admin/report-manage/count-download', vi: 'Lượt tải', en: 'Downloads' },
  { code: 'report-manage/coupon', path: '/admin/report-manage/coupon', vi: 'Mã giảm giá', en: 'Coupons' },
  { code: 'report-manage/review', path: '/admin/report-manage/review', vi: 'Đánh giá', en: 'Reviews' },
  { code: 'news-manage/news', path: '/admin/news-manage/news', vi: 'Tin tức', en: 'News' },
  { code: 'news-manage/category', path: '/admin/news-manage/category', vi: 'Danh mục tin', en: 'News categories' },
  { code: 'user-manage/contact', path: '/admin/user-manage/contact', vi: 'Yêu cầu liên hệ', en: 'Contact requests' },
  { code: 'user-manage/users', path: '/admin/user-manage/users', vi: 'Người dùng', en: 'Users' },
  { code: 'user-manage/ambassador', path: '/admin/user-manage/ambassador', vi: 'Đại sứ', en: 'Ambassadors' },
  { code: 'system/settings', path: '/admin/system/settings', vi: 'Cấu hình hệ thống', en: 'System settings' },
] as const;

export type PermissionItemCode = (typeof permissionItems)[number]['code'];

export const roleCodes = ['ADMIN', 'STAFF', 'USER'] as const;
export type RoleCode = (typeof roleCodes)[number];
