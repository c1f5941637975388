import type { Locale } from './locale.ts';

/**
 * Validation messages by key. Schemas put the key in the message; the API and the forms
 * translate it into the user's language. Vietnamese texts are the specification's own words.
 */
export const validationMessages = {
  required: { vi: 'Vui lòng nhập thông tin này', en: 'This field is required' },
  invalid: { vi: 'Giá trị không hợp lệ', en: 'Invalid value' },
  invalid_number: { vi: 'Giá trị phải là số nguyên dương', en: 'The value must be a positive whole number' },
  too_small: { vi: 'Giá trị quá nhỏ', en: 'The value is too small' },
  too_big: { vi: 'Giá trị quá lớn', en: 'The value is too large' },
  too_long: { vi: 'Bạn đã nhập quá 40 kí tự, vui lòng nhập lại', en: 'You entered more than 40 characters, please try again' },
  unknown_field: { vi: 'Trường không được hỗ trợ', en: 'Unsupported field' },
  invalid_character: { vi: 'Giá trị chứa kí tự không được phép', en: 'The value contains a character that is not allowed' },
  too_deep: { vi: 'Dữ liệu lồng nhau quá nhiều cấp', en: 'The data is nested too deeply' },
  malformed_body: { vi: 'Dữ liệu gửi lên không đúng định dạng', en: 'The data sent is not in the format it claims' },
  sort_invalid: { vi: 'Cách sắp xếp không hợp lệ', en: 'Invalid sort order' },
  content_file_invalid: {
    vi: 'Tệp nội dung không hợp lệ, vui lòng tải tệp lên lại',
    en: 'Invalid content file, please upload the file again',
  },
  login_username_required: { vi: 'Vui lòng nhập tên đăng nhập/email', en: 'Please enter your username/email' },
  password_required: { vi: 'Vui lòng nhập mật khẩu', en: 'Please enter your password' },
  first_name_required: { vi: 'Vui lòng nhập tên', en: 'Please enter your first name' },
  first_name_too_long: { vi: 'Bạn đã tên quá 40 kí tự, vui lòng nhập lại', en: 'Your first name is over 40 characters, please try again' },
  last_name_required: { vi: 'Vui lòng nhập họ', en: 'Please enter your last name' },
  last_name_too_long: {
    vi: 'Bạn đã nhập họ quá 40 kí tự, vui lòng nhập lại',
    en: 'Your last name is over 40 characters, please try again',
  },
  phone_required: { vi: 'Vui lòng nhập số điện thoại', en: 'Please enter your phone number' },
  phone_digits: {
    vi: 'Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.',
    en: 'The phone number may not contain letters or special characters.',
  },
  phone_invalid: { vi: 'Số điện thoại không hợp lệ', en: 'Invalid Vietnamese mobile number' },
  email_required: { vi: 'Vui lòng nhập email', en: 'Please enter your email' },
  email_invalid: { vi: 'Email không hợp lệ', en: 'Invalid email address' },
  re_password_required: { vi: 'Vui lòng nhập lại mật khẩu', en: 'Please enter your password again' },
  password_mismatch: { vi: 'Mật khẩu không trùng khớp', en: 'The passwords do not match' },
  password_too_short: { vi: 'Mật khẩu phải có ít nhất 8 kí tự', en: 'The password must have at least 8 characters' },
  password_too_common: {
    vi: 'Mật khẩu quá phổ biến hoặc đã bị lộ, vui lòng chọn mật khẩu khác',
    en: 'This password is too common or has been breached, please choose another',
  },
  reset_identity_required: { vi: 'Vui lòng nhập tên đăng nhập hoặc email!', en: 'Please enter your username or email!' },
  name_required: { vi: 'Vui lòng nhập tên', en: 'Please enter your name' },
  date_invalid: { vi: 'Ngày phải có dạng dd/mm/yyyy', en: 'The date must be written dd/mm/yyyy' },
  text_no_digits: { vi: 'Không được chứa chữ số', en: 'Digits are not allowed' },
  permalink_invalid: {
    vi: 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang',
    en: 'The permalink may hold only lower-case letters without accents, digits and dashes',
  },
  permalink_too_long: { vi: 'Đường dẫn tối đa 200 kí tự', en: 'The permalink may have at most 200 characters' },
  permalink_taken: {
    vi: 'Đường dẫn đã được dùng, vui lòng chọn đường dẫn khác',
    en: 'This permalink is already used, please choose another',
  },
  url_invalid: { vi: 'Đường dẫn không hợp lệ', en: 'Invalid link' },
  image_url_invalid: { vi: 'Đường dẫn ảnh không hợp lệ', en: 'Invalid image link' },
  image_url_https: { vi: 'Đường dẫn ảnh phải bắt đầu bằng https://', en: 'The picture link must start with https://' },
  url_https: { vi: 'Đường dẫn phải bắt đầu bằng https://', en: 'The link must start with https://' },
  facebook_url_invalid: { vi: 'Đường dẫn Facebook không hợp lệ', en: 'Invalid Facebook link' },
  youtube_url_invalid: { vi: 'Đường dẫn YouTube không hợp lệ', en: 'Invalid YouTube link' },
  username_invalid: {
    vi: 'Tên đăng nhập gồm 3 đến 39 kí tự: chữ thường không dấu, chữ số, dấu chấm, gạch dưới hoặc gạch ngang',
    en: 'The username has 3 to 39 characters: lower-case letters without accents, digits, dots, underscores or dashes',
  },
  username_taken: { vi: 'Tên đăng nhập đã được sử dụng', en: 'This username is already taken' },
  email_taken: { vi: 'Email đã được sử dụng', en: 'This email is already registered' },
  phone_taken: { vi: 'Số điện thoại đã được sử dụng', en: 'This phone number is already registered' },
  old_password_wrong: { vi: 'Mật khẩu hiện tại không đúng', en: 'The current password is incorrect' },
  roles_required: { vi: 'Vui lòng chọn ít nhất một vai trò', en: 'Please choose at least one role' },
  role_unknown: { vi: 'Vai trò không tồn tại', en: 'This role does not exist' },
  permission_unknown: { vi: 'Quyền không tồn tại', en: 'This permission does not exist' },
  ambassador_level_invalid: { vi: 'Vui lòng chọn cấp đại sứ', en: 'Please choose an ambassador level' },
  ambassador_targets_required: {
    vi: 'Vui lòng chọn khu vực, tỉnh thành hoặc dự án phụ trách',
    en: 'Please choose the areas, provinces or projects you cover',
  },
  ambassador_target_unknown: {
    vi: 'Khu vực, tỉnh thành hoặc dự án không tồn tại',
    en: 'This area, province or project does not exist',
  },
  text_max_255: { vi: 'Tối đa 255 kí tự', en: 'At most 255 characters' },
  text_max_5000: { vi: 'Tối đa 5000 kí tự', en: 'At most 5000 characters' },
  text_max_500: { vi: 'Tối đa 500 kí tự', en: 'At most 500 characters' },
  report_place_required: {
    vi: 'Vui lòng chọn khu vực, tỉnh thành hoặc dự án của báo cáo',
    en: 'Please choose the area, province or project of the report',
  },
  report_place_or_project: {
    vi: 'Báo cáo dự án không chọn khu vực hay tỉnh thành',
    en: 'A project report has no area or province of its own',
  },
  reference_unknown: { vi: 'Mục đã chọn không tồn tại', en: 'The chosen item does not exist' },
  province_not_in_area: { vi: 'Tỉnh thành không thuộc khu vực đã chọn', en: 'The province is not in the chosen area' },
  package_unknown: { vi: 'Gói báo cáo không tồn tại', en: 'This report package does not exist' },
  package_free_priced: { vi: 'Gói miễn phí không có giá', en: 'A free package has no price' },
  package_price_required: { vi: 'Vui lòng nhập giá của gói', en: 'Please enter the price of the package' },
  package_sale_above_price: { vi: 'Giá khuyến mãi không được cao hơn giá bán', en: 'The sale price may not exceed the price' },
  package_level_taken: { vi: 'Cấp này đã thuộc gói khác', en: 'Another package already has this level' },
  package_level_sold: {
    vi: 'Gói đã có người mua, không thể đổi cấp',
    en: 'This package has been bought, so its level cannot change',
  },
  content_format_invalid: { vi: 'Vui lòng chọn định dạng nội dung', en: 'Please choose the format of the content' },
  content_file_required: { vi: 'Vui lòng tải tệp lên hoặc nhập đường dẫn', en: 'Please upload a file or enter a link' },
  content_file_or_link: { vi: 'Chỉ chọn tệp tải lên hoặc đường dẫn', en: 'Choose either an uploaded file or a link' },
  content_file_format: { vi: 'Tệp không đúng định dạng đã chọn', en: 'The file does not match the chosen format' },
  content_file_missing: { vi: 'Tệp đã tải lên không còn, vui lòng tải lại', en: 'The uploaded file is gone, please upload it again' },
  content_package_not_offered: {
    vi: 'Báo cáo không bán gói này, vui lòng thêm gói vào báo cáo trước',
    en: 'The report does not offer this package; add the package to the report first',
  },
  status_change_required: { vi: 'Vui lòng chọn trạng thái cần thay đổi', en: 'Please choose the status to change' },
  keyword_too_long: { vi: 'Từ khóa tìm kiếm tối đa 100 kí tự', en: 'Search keywords may have at most 100 characters' },
  location_required: {
    vi: 'Vui lòng chọn một dự án hoặc nhập vĩ độ và kinh độ',
    en: 'Please choose a project or give a latitude and a longitude',
  },
  rating_invalid: { vi: 'Vui lòng chọn từ 1 đến 5 sao', en: 'Please choose from 1 to 5 stars' },
  review_content_required: { vi: 'Vui lòng nhập nội dung đánh giá', en: 'Please write your review' },
  review_content_too_long: { vi: 'Nội dung tối đa 2000 kí tự', en: 'The text may have at most 2000 characters' },
  message_too_long: { vi: 'Lời nhắn tối đa 2000 kí tự', en: 'The message may have at most 2000 characters' },
  cart_change_required: {
    vi: 'Vui lòng chọn gói hoặc trạng thái chọn cần thay đổi',
    en: 'Please choose the package or the selection to change',
  },
  coupon_code_invalid: {
    vi: 'Mã giảm giá gồm chữ cái không dấu, chữ số, gạch dưới hoặc gạch ngang',
    en: 'A coupon code has letters without accents, digits, underscores or dashes',
  },
  coupon_code_required: { vi: 'Vui lòng nhập mã giảm giá', en: 'Please enter a coupon code' },
  order_items_required: { vi: 'Vui lòng chọn sản phẩm để thanh toán', en: 'Please choose the items to pay for' },
  payment_method_invalid: { vi: 'Vui lòng chọn phương thức thanh toán', en: 'Please choose a payment method' },
  idempotency_key_invalid: { vi: 'Khóa chống gửi trùng không hợp lệ', en: 'Invalid idempotency key' },
  callback_url_invalid: { vi: 'Đường dẫn quay lại phải là một trang của cửa hàng', en: 'The return link must be a page of this shop' },
  day_invalid: { vi: 'Ngày phải có dạng yyyy-mm-dd', en: 'The date must be written yyyy-mm-dd' },
  date_range_invalid: { vi: 'Khoảng thời gian không hợp lệ', en: 'Invalid date range' },
  date_range_too_long: { vi: 'Khoảng thời gian tối đa 366 ngày', en: 'The date range may cover at most 366 days' },
  moment_invalid: { vi: 'Thời điểm không hợp lệ', en: 'Invalid date and time' },
  coupon_discount_type_invalid: { vi: 'Vui lòng chọn giảm theo phần trăm hoặc số tiền', en: 'Please choose a percentage or an amount off' },
  coupon_percent_invalid: { vi: 'Phần trăm giảm từ 1 đến 100', en: 'The percentage must be from 1 to 100' },
  coupon_per_user_limit_invalid: {
    vi: 'Số lượt mỗi người không được lớn hơn tổng số lượt',
    en: 'The uses per buyer may not exceed the total uses',
  },
  coupon_code_taken: { vi: 'Mã giảm giá đã tồn tại', en: 'This coupon code already exists' },
  content_too_long: { vi: 'Nội dung quá dài', en: 'The content is too long' },
  tags_invalid: {
    vi: 'Tối đa 20 thẻ, mỗi thẻ từ 1 đến 50 kí tự',
    en: 'At most 20 tags, each of 1 to 50 characters',
  },
  blog_category_unknown: { vi: 'Danh mục không tồn tại', en: 'This category does not exist' },
  blog_category_cycle: {
    vi: 'Không thể chuyển danh mục vào chính nó hoặc danh mục con của nó',
    en: 'A category cannot be moved under itself or one of its subcategories',
  },
  blog_category_fixed_parent: {
    vi: 'Danh mục này là một thẻ của trang tin tức nên giữ nguyên danh mục cha',
    en: 'This category is a tab of the news page, so it keeps its parent',
  },
  report_unknown: { vi: 'Báo cáo không tồn tại', en: 'This report does not exist' },
  text_no_html: { vi: 'Không được chứa thẻ HTML', en: 'HTML tags are not allowed here' },
  stock_code_invalid: { vi: 'Mã chứng khoán gồm chữ cái không dấu và chữ số', en: 'A stock code has letters without accents and digits' },
  latitude_invalid: { vi: 'Vĩ độ từ -90 đến 90', en: 'The latitude must be from -90 to 90' },
  longitude_invalid: { vi: 'Kinh độ từ -180 đến 180', en: 'The longitude must be from -180 to 180' },
  position_incomplete: { vi: 'Vui lòng nhập cả vĩ độ và kinh độ', en: 'Please give both the latitude and the longitude' },
  price_invalid: { vi: 'Giá là số không âm, tối đa 2 chữ số thập phân', en: 'The price is a number of at least 0 with at most 2 decimals' },
  gallery_too_big: { vi: 'Thư viện ảnh tối đa 50 ảnh', en: 'The gallery may hold at most 50 pictures' },
  ambassador_unavailable: {
    vi: 'Đại sứ chưa được duyệt hoặc đã bị khóa',
    en: 'This ambassador is not approved or is locked',
  },
  district_outside_province: { vi: 'Quận/huyện không thuộc tỉnh/thành đã chọn', en: 'This district is not in the chosen province' },
  reject_reason_required: { vi: 'Vui lòng nhập lý do từ chối', en: 'Please give the reason for the rejection' },
  area_name_required: { vi: 'Vui lòng nhập tên khu vực', en: 'Please enter the area name' },
  area_code_invalid: {
    vi: 'Mã khu vực gồm 1 đến 32 kí tự: chữ thường không dấu, chữ số hoặc gạch ngang',
    en: 'An area code has 1 to 32 characters: lower-case letters without accents, digits or dashes',
  },
  area_code_taken: { vi: 'Mã khu vực đã tồn tại', en: 'This area code already exists' },
  text_max_2000: { vi: 'Tối đa 2000 kí tự', en: 'At most 2000 characters' },
  rich_text_too_long: { vi: 'Nội dung tối đa 100.000 kí tự', en: 'The content may have at most 100,000 characters' },
  page_title_required: { vi: 'Vui lòng nhập tiêu đề trang', en: 'Please enter the page title' },
  link_invalid: {
    vi: 'Đường dẫn phải là một trang của cửa hàng (bắt đầu bằng /) hoặc bắt đầu bằng https://',
    en: 'The link must be a page of this shop (starting with /) or start with https://',
  },
  images_too_many: { vi: 'Tối đa 10 ảnh', en: 'At most 10 pictures' },
  videos_too_many: { vi: 'Tối đa 50 video', en: 'At most 50 videos' },
  video_title_required: { vi: 'Vui lòng nhập tên video', en: 'Please enter the video title' },
  bank_bin_invalid: { vi: 'Mã BIN ngân hàng gồm 6 chữ số', en: 'The bank BIN has 6 digits' },
  bank_account_invalid: { vi: 'Số tài khoản gồm 6 đến 19 chữ số', en: 'The account number has 6 to 19 digits' },
  map_provider_invalid: { vi: 'Vui lòng chọn eKaMap, Google hoặc ảnh', en: 'Please choose eKaMap, Google or a picture' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

export function validationMessage(key: string, locale: Locale): string {
  return isValidationMessageKey(key) ? validationMessages[key][locale] : validationMessages.invalid[locale];
}

/** The shared patterns of the specification. */
export const patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  /** 84 or 0, then 3/5/7/8/9, then 8 digits. */
  vietnamesePhone: /^(84|0)[35789]\d{8}$/,
  digitsOnly: /^\d+$/,
  date: /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/,
  textWithoutDigits: /^[^\d]*$/,
  imageUrl: /^https?:\/\/\S+\.(png|jpe?g|gif|webp|avif)(\?\S*)?$/i,
  facebookUrl: /^https?:\/\/(www\.|m\.)?(facebook|fb)\.com\/\S+$/i,
  youtubeUrl: /^https?:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/i,
  url: /^https?:\/\/[^\s/$.?#].\S*$/i,
  /**
   * Links people put on their own profile and pictures of them, shown to everyone: https only, so
   * a page never loads them unencrypted, and never `//host` (which takes the page's scheme) or
   * `javascript:`.
   */
  httpsUrl: /^https:\/\/[^\s/$.?#]\S*$/i,
  /** A picture people set: an https link, or a file this site serves from its uploads path. */
  pictureUrl: /^(?:https:\/\/[^\s/$.?#]\S*|\/files\/(?!\S*\.\.)[^\s\\]+)$/i,
} as const;

/** Text fields have at most 39 characters. */
export const TEXT_MAX = 39;
