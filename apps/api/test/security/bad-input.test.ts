import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@app/contracts/validation.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('input the database or the parsers cannot take', () => {
  it('refuses a NUL character in a body field, in the caller language, and stores nothing', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/public/community-signup',
        headers: { 'accept-language': locale },
        payload: { name: 'Phạm\u0000Đức', phoneNumber: '0987654321', email: 'nul@example.vn' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        message: validationMessages.invalid_character[locale],
        errors: [{ field: 'name', code: 'invalid_character' }],
      });
    }
    expect(await t.db.query("select id from contact_requests where email = 'nul@example.vn'")).toEqual([]);
  });

  it('refuses a NUL character in a query parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/public/provinces?keyword=H%00a', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'keyword', code: 'invalid_character' }] });
  });

  it('refuses an id past the 32-bit integers of the database', async () => {
    for (const url of ['/v1/public/provinces?area_id=2147483648', '/v1/public/districts?province_id=4294967296']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: validationMessages.too_big.en, errors: [{ code: 'too_big' }] });
    }
  });

  it('refuses a JSON body nested thousands of levels deep, and accepts one of ordinary depth', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/v1/public/reports',
      headers: { 'content-type': 'application/json' },
      payload: nested(10_000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ message: validationMessages.too_deep.vi, errors: [{ field: 'body', code: 'too_deep' }] });
    const ordinary = await t.app.inject({
      method: 'POST',
      url: '/v1/public/reports',
      headers: { 'content-type': 'application/json' },
      payload: { keyword: '[{"quoted": "brackets"}]' },
    });
    expect(ordinary.statusCode).toBe(200);
  });

  it('refuses a logout form without a boundary or cut short', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=X']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { 'content-type': contentType, 'accept-language': 'en' },
        payload: '--X\r\nContent-Disposition: form-data; name="userId"\r\n\r\n1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: validationMessages.malformed_body.en,
        errors: [{ field: 'body', code: 'malformed_body' }],
      });
    }
  });
});
