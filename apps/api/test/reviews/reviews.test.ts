import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
let reader: { id: number; token: string };
let ambassador: { id: number; token: string; name: string };
let reportId: number;

async function tokenFor(username: string) {
  const [user] = await t.db.query<{ id: number }>('select id from users where username = $1', [username]);
  return { id: user!.id, token: await t.app.tokens.sign({ userId: user!.id, username, roles: ['USER'], sessionId: randomUUID() }) };
}

beforeAll(async () => {
  t = await createTestApp();
  reader = await tokenFor('khachhang');
  const [expert] = await t.db.query<{ username: string; name: string }>(
    `select u.username, a.name from ambassadors a join users u on u.id = a.user_id where a.registration_status = 'approved' and a.status <> 'lock' limit 1`,
  );
  ambassador = { ...(await tokenFor(expert!.username)), name: expert!.name };
  const [report] = await t.db.query<{ id: number }>(
    'select r.id from reports r where r.active and not exists (select 1 from reviews v where v.report_id = r.id and v.user_id = $1) order by r.id limit 1',
    [reader.id],
  );
  reportId = report!.id;
});
afterAll(() => t.close());

describe('reading reviews', () => {
  it('lists the latest reviews 9 at a time with author and rating summary', async () => {
    const { status, body } = await call(t.app, '/v1/public/review/all');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, page_size: 9 });
    expect(body.result.items).toHaveLength(9);
    const review = body.result.items[0];
    expect(review).toEqual(
      expect.objectContaining({
        rating: expect.any(Number),
        content: expect.any(String),
        author: expect.objectContaining({ name: expect.any(String) }),
      }),
    );
    const [stats] = await t.db.query<{ n: number; avg: number }>(
      `select count(*)::int as n, round(avg(rating), 1)::float8 as avg from reviews where status = 'visible'`,
    );
    expect(body.result.summary).toMatchObject({ count: stats!.n, average: stats!.avg });
    const stars = body.result.summary.stars;
    expect(stars[1] + stars[2] + stars[3] + stars[4] + stars[5]).toBe(stats!.n);
  });

  it("lists one report's reviews and refuses a hidden report", async () => {
    const [row] = await t.db.query<{ report_id: number; n: number }>(
      `select report_id, count(*)::int as n from reviews where status = 'visible' group by report_id order by count(*) desc limit 1`,
    );
    const { body } = await call(t.app, `/v1/public/review/all?report_id=${row!.report_id}&page_size=2`);
    expect(body.result.total).toBe(row!.n);
    expect(body.result.summary.count).toBe(row!.n);
    expect(body.result.items.every((r: { report: { id: number } }) => r.report.id === row!.report_id)).toBe(true);
    await t.db.query('update reports set active = false where id = $1', [row!.report_id]);
    expect((await call(t.app, `/v1/public/review/all?report_id=${row!.report_id}`)).status).toBe(404);
    await t.db.query('update reports set active = true where id = $1', [row!.report_id]);
    expect((await call(t.app, '/v1/public/review/all?page_size=51')).body.errors[0]).toMatchObject({ field: 'page_size' });
  });

  it('lists the replies of a review', async () => {
    const [row] = await t.db.query<{ review_id: number; n: number }>(
      `select review_id, count(*)::int as n from sub_reviews group by review_id limit 1`,
    );
    const { body } = await call(t.app, `/v1/public/sub-review/all?review_id=${row!.review_id}`);
    expect(body.result.total).toBe(row!.n);
    expect(body.result.items[0]).toEqual(
      expect.objectContaining({ review_id: row!.review_id, author: expect.objectContaining({ name: expect.any(String) }) }),
    );
    expect((await call(t.app, '/v1/public/sub-review/all?review_id=999999')).status).toBe(404);
    expect((await call(t.app, '/v1/public/sub-review/all')).body.errors[0]).toMatchObject({ field: 'review_id', code: 'required' });
  });
});

describe('writing reviews', () => {
  it('checks whether the reader may review, and needs a token', async () => {
    expect((await call(t.app, `/v1/review/check?report_id=${reportId}`)).status).toBe(401);
    const { body } = await call(t.app, `/v1/review/check?report_id=${reportId}`, { token: reader.token });
    expect(body.result).toEqual({ reviewed: false, can_review: true, review_id: null });
  });

  it('checks the rating and the text in both languages', async () => {
    const vi = await call(t.app, '/v1/review', { body: { report_id: reportId, rating: 6, content: '  ' }, token: reader.token });
    expect(vi.status).toBe(400);
    expect(vi.body.errors).toEqual([
      { field: 'rating', code: 'rating_invalid', message: 'Vui lòng chọn từ 1 đến 5 sao' },
      { field: 'content', code: 'review_content_required', message: 'Vui lòng nhập nội dung đánh giá' },
    ]);
    const en = await call(t.app, '/v1/review', {
      body: { report_id: reportId, rating: 4, content: 'x'.repeat(2001) },
      token: reader.token,
      language: 'en',
    });
    expect(en.body.message).toBe('The text may have at most 2000 characters');
    const extra = await call(t.app, '/v1/review', {
      body: { report_id: reportId, rating: 4, content: 'ok', user_id: 1 },
      token: reader.token,
    });
    expect(extra.body.errors[0]).toMatchObject({ code: 'unknown_field' });
  });

  it('takes one review per reader and report, trimmed, and refuses a second with 409', async () => {
    const first = await call(t.app, '/v1/review', {
      body: { report_id: reportId, rating: 5, content: '  Rất hữu ích <b>cho</b> tôi.  ' },
      token: reader.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Cảm ơn bạn đã đánh giá!');
    expect(first.body.result).toMatchObject({
      rating: 5,
      content: 'Rất hữu ích <b>cho</b> tôi.',
      report: { id: reportId },
      author: { id: reader.id },
      reply_count: 0,
    });

    const second = await call(t.app, '/v1/review', { body: { report_id: reportId, rating: 1, content: 'Lần hai' }, token: reader.token });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error_code: 'REVIEW_EXISTS', message: 'Bạn đã đánh giá báo cáo này rồi.' });

    const check = await call(t.app, `/v1/review/check?report_id=${reportId}`, { token: reader.token });
    expect(check.body.result).toEqual({ reviewed: true, can_review: false, review_id: first.body.result.id });
    const listed = await call(t.app, `/v1/public/review/all?report_id=${reportId}`);
    expect(listed.body.result.items[0].id).toBe(first.body.result.id);
  });

  it('refuses a review of an unknown report', async () => {
    const { status } = await call(t.app, '/v1/review', { body: { report_id: 99_999_999, rating: 5, content: 'Tốt' }, token: reader.token });
    expect(status).toBe(404);
  });

  it('threads replies, shown under the ambassador name for an ambassador', async () => {
    const [review] = await t.db.query<{ id: number }>('select id from reviews where report_id = $1 and user_id = $2', [
      reportId,
      reader.id,
    ]);
    const reply = await call(t.app, '/v1/sub-review', { body: { review_id: review!.id, content: 'Cảm ơn anh!' }, token: ambassador.token });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ review_id: review!.id, parent_id: null, author: { name: ambassador.name } });

    const answer = await call(t.app, '/v1/sub-review', {
      body: { review_id: review!.id, parent_id: reply.body.result.id, content: 'Không có gì.' },
      token: reader.token,
    });
    expect(answer.body.result).toMatchObject({ parent_id: reply.body.result.id });
    const thread = await call(t.app, `/v1/public/sub-review/all?review_id=${review!.id}`);
    expect(thread.body.result.items.map((r: { parent_id: number | null }) => r.parent_id)).toEqual([null, reply.body.result.id]);
    expect((await call(t.app, `/v1/public/review/all?report_id=${reportId}`)).body.result.items[0].reply_count).toBe(2);

    const [elsewhere] = await t.db.query<{ id: number }>('select id from sub_reviews where review_id <> $1 limit 1', [review!.id]);
    const crossed = await call(t.app, '/v1/sub-review', {
      body: { review_id: review!.id, parent_id: elsewhere!.id, content: 'Sai chỗ' },
      token: reader.token,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors[0].field).toBe('parent_id');
    expect((await call(t.app, '/v1/sub-review', { body: { review_id: 999999, content: 'x' }, token: reader.token })).status).toBe(404);
    expect((await call(t.app, '/v1/sub-review', { body: { review_id: review!.id, content: 'x' } })).status).toBe(401);
  });
});
