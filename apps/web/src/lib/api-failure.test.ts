import { describe, expect, it } from 'vitest';
import vi from '../messages/vi';
import en from '../messages/en';
import { failureFeedback, type FailureMessageKey } from './api-failure';

const response = (status: number, message?: string | null) => failureFeedback({ kind: 'response', status, message });

describe('failureFeedback', () => {
  it('sends the visitor home on 401', () => {
    expect(response(401, 'Phiên đăng nhập hết hạn')).toEqual({ action: 'go-home' });
  });

  it('asks to reload on 403 whatever the server said', () => {
    expect(response(403, 'Bạn không có quyền')).toEqual({ action: 'notify', key: 'reload' });
  });

  it('warns about too many actions on 429', () => {
    expect(response(429)).toEqual({ action: 'notify', key: 'tooManyRequests' });
  });

  it('shows the server message on 404, else the missing-address text', () => {
    expect(response(404, 'Không tìm thấy báo cáo')).toEqual({ action: 'notify', text: 'Không tìm thấy báo cáo' });
    expect(response(404)).toEqual({ action: 'notify', key: 'notFound' });
    expect(response(404, '   ')).toEqual({ action: 'notify', key: 'notFound' });
  });

  it('shows the server message on 400 and 432, else the system error text', () => {
    expect(response(400, 'Mã giảm giá không hợp lệ')).toEqual({ action: 'notify', text: 'Mã giảm giá không hợp lệ' });
    expect(response(432, 'Tài khoản bị khóa')).toEqual({ action: 'notify', text: 'Tài khoản bị khóa' });
    expect(response(400, null)).toEqual({ action: 'notify', key: 'system' });
    expect(response(432)).toEqual({ action: 'notify', key: 'system' });
  });

  it('stays silent on 422 and 500', () => {
    expect(response(422, 'Dữ liệu không hợp lệ.')).toEqual({ action: 'silent' });
    expect(response(500, 'Thực hiện thất bại')).toEqual({ action: 'silent' });
  });

  it('uses the generic failure text for any other status', () => {
    for (const status of [405, 409, 413, 502, 503]) {
      expect(response(status, 'anything')).toEqual({ action: 'notify', key: 'failed' });
    }
  });

  it('asks to reload when no usable answer arrived', () => {
    expect(response(0)).toEqual({ action: 'notify', key: 'unknown' });
  });

  it('only logs canceled requests', () => {
    expect(failureFeedback({ kind: 'canceled' })).toEqual({ action: 'log' });
  });
});

describe('error texts', () => {
  const spec: Record<FailureMessageKey, string> = {
    reload: 'Vui lòng tải lại trang!',
    tooManyRequests: 'Thực hiện quá nhiều hành động, vui lòng thử lại sau ít phút.',
    notFound: 'Đường dẫn không tồn tại.',
    system: 'Lỗi hệ thống.',
    failed: 'Thực hiện thất bại, vui lòng thử lại sau.',
    unknown: 'Có lỗi xảy ra, vui lòng tải lại trang',
  };

  it('are the specification words in Vietnamese', () => {
    expect(vi.errors).toEqual(spec);
  });

  it('exist in English for every key, translated', () => {
    for (const key of Object.keys(spec) as FailureMessageKey[]) {
      expect(en.errors[key]).toBeTruthy();
      expect(en.errors[key]).not.toBe(vi.errors[key]);
    }
  });

  it('use the notification titles Thông báo and Lỗi', () => {
    expect(vi.notify).toEqual({ notice: 'Thông báo', error: 'Lỗi' });
    expect(en.notify).toEqual({ notice: 'Notice', error: 'Error' });
  });
});
