import type { Locale } from './locale.js';

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
  NOT_FOUND: { status: 404, vi: 'Đường dẫn không tồn tại.', en: 'This address does not exist.' },
  ROUTE_NOT_FOUND: { status: 404, vi: 'Đường dẫn không tồn tại.', en: 'This address does not exist.' },
  METHOD_NOT_ALLOWED: { status: 405, vi: 'Phương thức không được hỗ trợ.', en: 'Method not allowed.' },
  CONFLICT: { status: 409, vi: 'Dữ liệu đã thay đổi, vui lòng tải lại trang.', en: 'The data has changed, please reload the page.' },
  PAYLOAD_TOO_LARGE: { status: 413, vi: 'Tệp quá lớn.', en: 'The file is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, vi: 'Định dạng không được hỗ trợ.', en: 'Unsupported format.' },
  TOO_MANY_REQUESTS: {
    status: 429,
    vi: 'Thực hiện quá nhiều hành động, vui lòng thử lại sau ít phút.',
    en: 'Too many actions, please try again in a few minutes.',
  },
  INTERNAL: { status: 500, vi: 'Thực hiện thất bại, vui lòng thử lại sau.', en: 'Something went wrong, please try again later.' },
  SERVICE_UNAVAILABLE: { status: 503, vi: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau.', en: 'Service temporarily unavailable, please try again later.' },
} as const satisfies Record<string, { status: number; vi: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return errorCatalog[code][locale];
}
