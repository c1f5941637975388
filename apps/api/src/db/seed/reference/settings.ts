import type { SettingKey } from '@app/contracts/settings';
import { sanitizeSettingValue } from '../../../lib/rich-text.js';
import type { Db } from '../../client.js';
import { systemSettings } from '../../schema/index.js';
import { fileUrl, siteFileKeys } from '../site-files.js';

const aboutPage = `<h2>Về Sen Vàng Data</h2>
<p>Sen Vàng Data là đơn vị nghiên cứu và cung cấp dữ liệu thị trường bất động sản Việt Nam, theo dõi hơn 10.000 dự án, chủ đầu tư và giao dịch trên khắp 63 tỉnh thành.</p>
<p>Mỗi quý, đội ngũ chuyên gia của chúng tôi khảo sát thực địa, tổng hợp số liệu nguồn cung, giá bán và thanh khoản, rồi công bố các báo cáo thị trường theo tỉnh, theo khu vực và theo từng dự án.</p>
<h3>Chúng tôi mang lại</h3>
<ul>
<li>Báo cáo thị trường định kỳ cho 63 tỉnh thành, cập nhật theo quý.</li>
<li>Cơ sở dữ liệu dự án và chủ đầu tư với thông tin pháp lý, tiến độ và giá bán.</li>
<li>Tư vấn chiến lược cho nhà đầu tư, ngân hàng và doanh nghiệp phát triển dự án.</li>
</ul>
<h3>Giá trị cốt lõi</h3>
<p><strong>Chính xác</strong> – số liệu được đối chiếu từ nhiều nguồn. <strong>Độc lập</strong> – không nhận tài trợ để thay đổi nhận định. <strong>Kịp thời</strong> – cập nhật ngay khi thị trường biến động.</p>`;

const reportVideos = [
  {
    title: 'Toàn cảnh thị trường căn hộ Hà Nội',
    title_en: 'Hanoi apartment market overview',
    url: 'https://www.youtube.com/watch?v=8gDwXk2yQ1s',
  },
  {
    title: 'Thị trường bất động sản TP. Hồ Chí Minh: cơ hội và thách thức',
    title_en: 'Ho Chi Minh City property: opportunities and challenges',
    url: 'https://www.youtube.com/watch?v=Jm3bL5pQw7c',
  },
  {
    title: 'Bất động sản công nghiệp phía Nam',
    title_en: 'Industrial property in the South',
    url: 'https://www.youtube.com/watch?v=Qv4tN9rHk2E',
  },
  {
    title: 'Nghỉ dưỡng ven biển miền Trung hồi phục',
    title_en: 'Central coast resort market recovery',
    url: 'https://www.youtube.com/watch?v=Xr7eP2mWc5A',
  },
];

export const settingValues: Record<SettingKey, string> = {
  page_share_image: fileUrl(siteFileKeys.shareImage),
  page_title: 'Sen Vàng Data – Dữ liệu và báo cáo thị trường bất động sản',
  about_page: aboutPage,
  favicon: fileUrl(siteFileKeys.favicon),
  description: 'Báo cáo thị trường bất động sản 63 tỉnh thành, dữ liệu dự án, chủ đầu tư và phân tích chuyên gia từ Sen Vàng Data.',
  qa_cover: fileUrl(siteFileKeys.qaCover),
  contact_cover: fileUrl(siteFileKeys.contactCover),
  report_video_list: JSON.stringify(reportVideos),
  ambassador_register_image_mobile: fileUrl(siteFileKeys.ambassadorMobile),
  ambassador_register_image_pc: fileUrl(siteFileKeys.ambassadorPc),
  ambassador_register_image_vertical: fileUrl(siteFileKeys.ambassadorVertical),
  home_banner_desktop: JSON.stringify(siteFileKeys.bannerDesktop.map(fileUrl)),
  home_banner_mobile: JSON.stringify(siteFileKeys.bannerMobile.map(fileUrl)),
  banner_ads_media: fileUrl(siteFileKeys.adsPopup),
  banner_ads_url: '/reports',
  banner_ads_show: 'true',
  ambassador_success_text:
    'Cảm ơn bạn đã đăng ký trở thành Đại sứ Sen Vàng! Hồ sơ của bạn đã được ghi nhận, chúng tôi sẽ liên hệ trong vòng 24 giờ làm việc.',
  ambassador_intro_text:
    'Trở thành Đại sứ Sen Vàng để đồng hành cùng khách hàng tại địa phương của bạn: giới thiệu dự án, chia sẻ dữ liệu thị trường và nhận hoa hồng hấp dẫn cho mỗi báo cáo bán được.',
  intro_video: 'https://www.youtube.com/watch?v=Lb6sVd3nR8k',
  home_video_link: 'https://www.youtube.com/watch?v=Tq2hM8cZf4w',
  company_profile_pdf: fileUrl(siteFileKeys.companyProfile),
  bank_name: 'Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam',
  bank_bin: '970436',
  bank_account_number: '0451000123456',
  bank_account_name: 'CONG TY CO PHAN DU LIEU SEN VANG',
  shop_name: 'Sen Vàng Data',
  tax_code_line: 'MST: 0123456789 do Sở KH&ĐT TP. Hà Nội cấp ngày 15/03/2019',
  hotline: '1900 6868',
  contact_email: 'lienhe@senvang.vn',
  map_provider: 'image',
};

export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(systemSettings)
    .values(Object.entries(settingValues).map(([name, value]) => ({ name, value: sanitizeSettingValue(name, value) })))
    .onConflictDoNothing();
}
