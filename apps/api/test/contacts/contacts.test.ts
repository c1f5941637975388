import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = {
  firstName: 'Lan',
  lastName: 'Trần Thị',
  email: 'Lan.Tran@Example.vn',
  phoneNumber: '0912345678',
  message: '  Tôi cần báo cáo Hà Nội.  ',
};

describe('contact form', () => {
  it('records the request and promises an answer within 24 hours, in both languages', async () => {
    const vi = await call(t.app, '/v1/public/contact-request', { body: contact });
    expect(vi.status).toBe(200);
    expect(vi.body.message).toBe('Cảm ơn bạn đã liên hệ, chúng tôi sẽ phản hồi trong vòng 24 giờ.');
    const [row] = await t.db.query('select first_name, last_name, email, phone, message, status from contact_requests where id = $1', [
      vi.body.result.id,
    ]);
    expect(row).toEqual({
      first_name: 'Lan',
      last_name: 'Trần Thị',
      email: 'lan.tran@example.vn',
      phone: '0912345678',
      message: 'Tôi cần báo cáo Hà Nội.',
      status: 'init',
    });

    const en = await call(t.app, '/v1/public/contact-request', {
      body: { ...contact, phoneNumber: '84912345678', message: undefined },
      language: 'en',
    });
    expect(en.body.message).toBe('Thank you for contacting us, we will reply within 24 hours.');
  });

  it('asks for the names, the email and a Vietnamese mobile number with the words of the specification', async () => {
    const empty = await call(t.app, '/v1/public/contact-request', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['firstName', 'Vui lòng nhập tên'],
      ['lastName', 'Vui lòng nhập họ'],
      ['email', 'Vui lòng nhập email'],
      ['phoneNumber', 'Vui lòng nhập số điện thoại'],
    ]);
    const letters = await call(t.app, '/v1/public/contact-request', { body: { ...contact, phoneNumber: '0912-345-678' } });
    expect(letters.body.errors).toEqual([
      { field: 'phoneNumber', code: 'phone_digits', message: 'Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.' },
    ]);
    const landline = await call(t.app, '/v1/public/contact-request', { body: { ...contact, phoneNumber: '0241234567' }, language: 'en' });
    expect(landline.body.errors).toEqual([{ field: 'phoneNumber', code: 'phone_invalid', message: 'Invalid Vietnamese mobile number' }]);
    const long = await call(t.app, '/v1/public/contact-request', {
      body: { ...contact, firstName: 'A'.repeat(40), message: 'x'.repeat(2001) },
    });
    expect(long.body.errors.map((e: { code: string }) => e.code)).toEqual(['first_name_too_long', 'message_too_long']);
    const extra = await call(t.app, '/v1/public/contact-request', { body: { ...contact, status: 'handled' } });
    expect(extra.body.errors[0]).toMatchObject({ code: 'unknown_field' });
  });
});

describe('newsletter and community', () => {
  it('subscribes an email once however often it is sent', async () => {
    for (const email of ['Tin.Tuc@Example.vn', 'tin.tuc@example.vn']) {
      const { status, body } = await call(t.app, '/v1/public/subscribe-mail', { body: { email } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ message: 'Đăng ký nhận tin thành công!', result: { email: 'tin.tuc@example.vn' } });
    }
    const rows = await t.db.query(`select email, active from mail_subscriptions where email = 'tin.tuc@example.vn'`);
    expect(rows).toEqual([{ email: 'tin.tuc@example.vn', active: true }]);
    expect((await call(t.app, '/v1/public/subscribe-mail', { body: { email: 'khong-phai-email' } })).body.errors[0]).toMatchObject({
      field: 'email',
      code: 'email_invalid',
    });
  });

  it('records a community sign-up as a contact request with status subscribe', async () => {
    const { status, body } = await call(t.app, '/v1/public/community-signup', {
      body: { name: 'Phạm Minh Đức', phoneNumber: '0987654321', email: 'duc@example.vn' },
    });
    expect(status).toBe(200);
    const [row] = await t.db.query('select first_name, last_name, status from contact_requests where id = $1', [body.result.id]);
    expect(row).toEqual({ first_name: 'Đức', last_name: 'Phạm Minh', status: 'subscribe' });
    const missing = await call(t.app, '/v1/public/community-signup', { body: { phoneNumber: '0987654321', email: 'duc@example.vn' } });
    expect(missing.body.errors).toEqual([{ field: 'name', code: 'name_required', message: 'Vui lòng nhập tên' }]);
  });
});

describe('rate limits', () => {
  it('answers 429 with the specification message after 10 sends in 10 minutes', async () => {
    const limited = await createTestApp();
    try {
      for (const url of [
        '/v1/public/contact-request',
        '/v1/public/subscribe-mail',
        '/v1/public/community-signup',
        '/v1/public/reports/free-download',
      ]) {
        const replies = [];
        for (let i = 0; i < 11; i += 1) replies.push(await call(limited.app, url, { body: {} }));
        expect(
          replies.slice(0, 10).every((reply) => reply.status === 400),
          url,
        ).toBe(true);
        expect(replies[10]).toMatchObject({
          status: 429,
          body: { code: 429, message: 'Thực hiện quá nhiều hành động, vui lòng thử lại sau ít phút.' },
        });
      }
    } finally {
      await limited.close();
    }
  });
});
