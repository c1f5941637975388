import type { Locale } from './locale.ts';

/**
 * The one catalogue of error codes: each maps to an HTTP status and a message in both languages.
 * Vietnamese texts that the specification gives are used word for word.
 */
export const errorCatalog = {
  BAD_REQUEST: { status: 400, vi: 'Lỗi hệ thống.', en: 'System error.' },
  VALIDATION_FAILED: { status: 400, vi: 'Dữ liệu không hợp lệ.', en: 'Invalid data.' },
  UNAUTHORIZED: { status: 401, vi: 'Vui lòng đăng nhập để tiếp tục.', en: 'Please log in to continue.' },
  TOKEN_EXPIRED: { status: 401, vi: 'Phiên đăng nhập hết hạn', en: 'Your session has expired' },
  ACCOUNT_INACTIVE: {
    status: 403,
    vi: 'Lỗi tài khoản, liên hệ Sen Vàng Data để được hỗ trợ',
    en: 'Account error, please contact Sen Vàng Data for support',
  },
  FORBIDDEN: { status: 403, vi: 'Bạn không có quyền thực hiện thao tác này.', en: 'You are not allowed to do this.' },
  CROSS_SITE_REQUEST: {
    status: 403,
    vi: 'Yêu cầu không xuất phát từ trang Sen Vàng Data nên đã bị từ chối.',
    en: 'This request did not come from the Sen Vàng Data site and was refused.',
  },
  NOT_FOUND: { status: 404, vi: 'Đường dẫn không tồn tại.', en: 'This address does not exist.' },
  ROUTE_NOT_FOUND: { status: 404, vi: 'Đường dẫn không tồn tại.', en: 'This address does not exist.' },
  METHOD_NOT_ALLOWED: { status: 405, vi: 'Phương thức không được hỗ trợ.', en: 'Method not allowed.' },
  CONFLICT: { status: 409, vi: 'Dữ liệu đã thay đổi, vui lòng tải lại trang.', en: 'The data has changed, please reload the page.' },
  URI_TOO_LONG: { status: 414, vi: 'Đường dẫn quá dài.', en: 'The address is too long.' },
  PAYLOAD_TOO_LARGE: { status: 413, vi: 'Tệp quá lớn.', en: 'The file is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, vi: 'Định dạng không được hỗ trợ.', en: 'Unsupported format.' },
  TOO_MANY_REQUESTS: {
    status: 429,
    vi: 'Thực hiện quá nhiều hành động, vui lòng thử lại sau ít phút.',
    en: 'Too many actions, please try again in a few minutes.',
  },
  INTERNAL: { status: 500, vi: 'Thực hiện thất bại, vui lòng thử lại sau.', en: 'Something went wrong, please try again later.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    vi: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau.',
    en: 'Service temporarily unavailable, please try again later.',
  },
  UPLOAD_FILE_MISSING: { status: 400, vi: 'Vui lòng chọn tệp để tải lên.', en: 'Please choose a file to upload.' },
  UPLOAD_EMPTY: { status: 400, vi: 'Tệp rỗng, vui lòng chọn tệp khác.', en: 'The file is empty, please choose another one.' },
  UPLOAD_TOO_LARGE: { status: 413, vi: 'Tệp vượt quá dung lượng cho phép.', en: 'The file is larger than allowed.' },
  UPLOAD_TYPE_REFUSED: {
    status: 415,
    vi: 'Định dạng tệp không được hỗ trợ ở đây.',
    en: 'This file format is not accepted here.',
  },
  UPLOAD_ABORTED: { status: 400, vi: 'Tải tệp lên bị gián đoạn, vui lòng thử lại.', en: 'The upload was interrupted, please try again.' },
  REVIEW_EXISTS: { status: 409, vi: 'Bạn đã đánh giá báo cáo này rồi.', en: 'You have already reviewed this report.' },
  REVIEW_NOT_FOUND: { status: 404, vi: 'Đánh giá không tồn tại.', en: 'This review does not exist.' },
  REPLY_NOT_FOUND: { status: 404, vi: 'Phản hồi không tồn tại.', en: 'This reply does not exist.' },
  CONTENT_NOT_ENTITLED: {
    status: 403,
    vi: 'Bạn chưa sở hữu gói này của báo cáo, vui lòng mua gói để xem nội dung.',
    en: 'You do not own this package of the report; please buy it to read the content.',
  },
  FILE_LINK_INVALID: {
    status: 403,
    vi: 'Liên kết tải tệp không hợp lệ hoặc đã hết hạn, vui lòng tải lại trang!',
    en: 'The download link is invalid or has expired, please reload the page!',
  },
  RANGE_NOT_SATISFIABLE: { status: 416, vi: 'Khoảng dữ liệu yêu cầu không hợp lệ.', en: 'The requested range cannot be served.' },
  INVALID_CREDENTIALS: { status: 400, vi: 'Tên đăng nhập hoặc mật khẩu không đúng', en: 'Incorrect username or password' },
  SOCIAL_LOGIN_FAILED: {
    status: 400,
    vi: 'Đăng nhập bằng mạng xã hội không thành công, vui lòng thử lại.',
    en: 'Social sign-in did not succeed, please try again.',
  },
  SOCIAL_EMAIL_UNVERIFIED: {
    status: 400,
    vi: 'Tài khoản mạng xã hội chưa có email đã xác minh, vui lòng đăng ký bằng email.',
    en: 'This social account has no verified email, please register with your email.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    en: 'The password reset link is invalid or has expired.',
  },
  AMBASSADOR_REGISTRATION_PENDING: {
    status: 400,
    vi: 'Bạn đã gửi đăng ký đại sứ, vui lòng chờ xét duyệt.',
    en: 'Your ambassador registration was already sent and awaits review.',
  },
  AMBASSADOR_ALREADY_APPROVED: { status: 400, vi: 'Bạn đã là đại sứ.', en: 'You are already an ambassador.' },
  SELF_MANAGEMENT_FORBIDDEN: {
    status: 400,
    vi: 'Bạn không thể tự thay đổi vai trò hoặc trạng thái tài khoản của mình.',
    en: 'You cannot change your own roles or account status.',
  },
  PRIVILEGE_EXCEEDED: {
    status: 403,
    vi: 'Bạn không thể cấp hoặc quản lý quyền mà bạn không có.',
    en: 'You cannot grant or manage permissions that you do not hold.',
  },
  CART_ITEM_NOT_FOUND: { status: 404, vi: 'Sản phẩm không có trong giỏ hàng.', en: 'This item is not in the cart.' },
  CART_ITEM_UNAVAILABLE: { status: 400, vi: 'Gói báo cáo này hiện không được bán.', en: 'This report package is not on sale.' },
  CART_ITEM_OWNED: {
    status: 400,
    vi: 'Bạn đã sở hữu gói này (hoặc gói cao hơn) của báo cáo, không cần mua lại.',
    en: 'You already own this package (or a higher one) of the report; there is no need to buy it again.',
  },
  CART_ITEM_FREE: {
    status: 400,
    vi: 'Gói miễn phí không cần mua, vui lòng nhận qua biểu mẫu tải miễn phí.',
    en: 'The free package is not sold; please get it through the free download form.',
  },
  CART_FULL: {
    status: 400,
    vi: 'Giỏ hàng đã đầy, vui lòng thanh toán hoặc bớt sản phẩm.',
    en: 'The cart is full; please check out or remove some items.',
  },
  INVESTOR_NOT_FOUND: { status: 404, vi: 'Chủ đầu tư không tồn tại.', en: 'This investor does not exist.' },
  PROJECT_NOT_FOUND: { status: 404, vi: 'Dự án không tồn tại.', en: 'This project does not exist.' },
  PROJECT_LIST_ENTRY_NOT_FOUND: { status: 404, vi: 'Mục danh sách không tồn tại.', en: 'This list entry does not exist.' },
  COUPON_CODE_TAKEN: { status: 409, vi: 'Mã giảm giá đã tồn tại.', en: 'This coupon code already exists.' },
  COUPON_LIMIT_BELOW_USES: {
    status: 400,
    vi: 'Tổng số lượt không được nhỏ hơn số lượt đã dùng.',
    en: 'The total uses may not be lower than the uses already made.',
  },
  COUPON_NOT_FOUND: { status: 404, vi: 'Mã giảm giá không tồn tại.', en: 'This coupon code does not exist.' },
  COUPON_INACTIVE: { status: 400, vi: 'Mã giảm giá đã ngừng áp dụng.', en: 'This coupon is no longer offered.' },
  COUPON_EXPIRED: { status: 400, vi: 'Mã giảm giá đã hết hạn.', en: 'This coupon has expired.' },
  COUPON_NOT_STARTED: { status: 400, vi: 'Mã giảm giá chưa đến thời gian áp dụng.', en: 'This coupon cannot be used yet.' },
  COUPON_USED_UP: { status: 400, vi: 'Mã giảm giá đã hết lượt sử dụng.', en: 'This coupon has been used up.' },
  COUPON_USER_LIMIT: {
    status: 400,
    vi: 'Bạn đã dùng hết lượt của mã giảm giá này.',
    en: 'You have used this coupon as many times as allowed.',
  },
  COUPON_MIN_TOTAL: {
    status: 400,
    vi: 'Đơn hàng chưa đạt giá trị tối thiểu để dùng mã giảm giá này.',
    en: 'The order does not reach the minimum total for this coupon.',
  },
  COUPON_NOT_COVERING: {
    status: 400,
    vi: 'Mã giảm giá chưa thanh toán đủ đơn hàng, vui lòng chọn chuyển khoản hoặc MoMo.',
    en: 'The coupon does not cover the whole order; please choose a bank transfer or MoMo.',
  },
  SELF_LAST_ADMIN_PERMISSION: {
    status: 400,
    vi: 'Bạn không thể tự gỡ quyền quản trị cuối cùng của chính mình.',
    en: 'You cannot remove your own last admin permission.',
  },
  SELF_LOCKOUT: { status: 400, vi: 'Bạn không thể tự khóa tài khoản của chính mình.', en: 'You cannot deactivate your own account.' },
  BLOG_NOT_FOUND: { status: 404, vi: 'Bài viết không tồn tại.', en: 'This post does not exist.' },
  BLOG_CATEGORY_NOT_FOUND: { status: 404, vi: 'Danh mục tin không tồn tại.', en: 'This news category does not exist.' },
  BLOG_CATEGORY_HAS_POSTS: {
    status: 409,
    vi: 'Không thể xoá danh mục còn bài viết, vui lòng chuyển bài viết sang danh mục khác trước.',
    en: 'A category that still has posts cannot be deleted; move its posts to another category first.',
  },
  BLOG_CATEGORY_HAS_CHILDREN: {
    status: 409,
    vi: 'Không thể xoá danh mục còn danh mục con, vui lòng chuyển hoặc xoá danh mục con trước.',
    en: 'A category that still has subcategories cannot be deleted; move or delete them first.',
  },
  BLOG_CATEGORY_FIXED: {
    status: 409,
    vi: 'Danh mục này là một thẻ của trang tin tức nên không thể xoá, chỉ có thể ẩn.',
    en: 'This category is a tab of the news page, so it cannot be deleted, only hidden.',
  },
  CONTACT_REQUEST_NOT_FOUND: { status: 404, vi: 'Yêu cầu liên hệ không tồn tại.', en: 'This contact request does not exist.' },
  MOMO_TRANSACTION_NOT_FOUND: { status: 404, vi: 'Giao dịch MoMo không tồn tại.', en: 'This MoMo transaction does not exist.' },
  CONTACT_EXPORT_TOO_LARGE: {
    status: 400,
    vi: 'Quá nhiều yêu cầu liên hệ để xuất một lần, vui lòng thu hẹp bộ lọc.',
    en: 'Too many contact requests to export at once, please narrow the filter.',
  },
  REPORT_NOT_FOUND: { status: 404, vi: 'Báo cáo không tồn tại.', en: 'This report does not exist.' },
  PACKAGE_NOT_FOUND: { status: 404, vi: 'Gói báo cáo không tồn tại.', en: 'This report package does not exist.' },
  CONTENT_NOT_FOUND: { status: 404, vi: 'Nội dung báo cáo không tồn tại.', en: 'This report content does not exist.' },
  ORDER_NOT_FOUND: { status: 404, vi: 'Đơn hàng không tồn tại.', en: 'This order does not exist.' },
  ORDER_ALREADY_PAID: { status: 400, vi: 'Đơn hàng đã được thanh toán.', en: 'This order has already been paid.' },
  ORDER_CANCELLED: { status: 400, vi: 'Đơn hàng đã bị hủy.', en: 'This order has been cancelled.' },
  ORDER_NOT_BANK_TRANSFER: {
    status: 400,
    vi: 'Chỉ xác nhận thanh toán cho đơn hàng chuyển khoản ngân hàng.',
    en: 'Only bank transfer orders are confirmed by staff.',
  },
  ORDER_STATUS_MOVE_INVALID: {
    status: 400,
    vi: 'Không thể chuyển đơn hàng sang trạng thái này: đơn chờ thanh toán chỉ có thể được xác nhận đã thanh toán hoặc hủy.',
    en: 'The order cannot move to this status: a waiting order can only be confirmed as paid or cancelled.',
  },
  ORDER_NOT_MOMO: { status: 400, vi: 'Đơn hàng này không thanh toán bằng MoMo.', en: 'This order is not paid with MoMo.' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    vi: 'Khóa chống gửi trùng đã được dùng cho một yêu cầu khác.',
    en: 'This idempotency key was already used for a different request.',
  },
  MOMO_AMOUNT_OUT_OF_RANGE: {
    status: 400,
    vi: 'MoMo chỉ nhận thanh toán từ 1.000 ₫ đến 50.000.000 ₫, vui lòng chọn chuyển khoản.',
    en: 'MoMo takes payments from 1,000 ₫ to 50,000,000 ₫; please choose a bank transfer.',
  },
  MOMO_DISABLED: { status: 400, vi: 'Thanh toán MoMo tạm thời chưa hỗ trợ.', en: 'MoMo payment is not available for now.' },
  MOMO_UNAVAILABLE: {
    status: 502,
    vi: 'Không tạo được thanh toán MoMo, vui lòng thử lại sau.',
    en: 'The MoMo payment could not be created, please try again later.',
  },
  PAYMENT_NOTIFICATION_REFUSED: { status: 400, vi: 'Thông báo thanh toán không hợp lệ.', en: 'Invalid payment notification.' },
  BANK_TRANSFER_DISABLED: {
    status: 400,
    vi: 'Thanh toán chuyển khoản tạm thời chưa hỗ trợ, vui lòng chọn MoMo.',
    en: 'Bank transfer is not available for now; please choose MoMo.',
  },
  AREA_NOT_FOUND: { status: 404, vi: 'Khu vực không tồn tại.', en: 'This area does not exist.' },
  AREA_CODE_TAKEN: { status: 409, vi: 'Mã khu vực đã tồn tại.', en: 'This area code already exists.' },
  PROVINCE_NOT_FOUND: { status: 404, vi: 'Tỉnh thành không tồn tại.', en: 'This province does not exist.' },
  DISTRICT_NOT_FOUND: { status: 404, vi: 'Quận huyện không tồn tại.', en: 'This district does not exist.' },
  BANK_NOTIFY_DISABLED: { status: 403, vi: 'Kênh báo có ngân hàng chưa được cấu hình.', en: 'Bank notifications are not configured.' },
} as const satisfies Record<string, { status: number; vi: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return errorCatalog[code][locale];
}
