import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminReply, AdminReview } from '@app/contracts/admin-reviews.js';
import type { Page } from '@app/contracts/envelope.js';
import type { Reply, Review } from '@app/contracts/reviews.js';
import { createShop, errorOf, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let staff: Person;

beforeAll(async () => {
  shop = await createShop();
  staff = await shop.person('nvdanhgia', ['report-manage/review']);
});
afterAll(() => shop.t.close());

const fieldsOf = (reply: { json(): unknown }) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);

async function review(author: Person, reportId: number, rating: number, content: string): Promise<Review> {
  return resultOf<Review>(
    await shop.call({ method: 'POST', url: '/v1/review', as: author, payload: { report_id: reportId, rating, content } }),
  );
}

const search = (payload: object, query = '') => shop.call({ method: 'POST', url: `/v1/admin/review/search${query}`, as: staff, payload });
const publicReviews = async (reportId: number) =>
  resultOf<Page<Review> & { summary: { count: number } }>(
    await shop.call({ method: 'GET', url: `/v1/public/review/all?report_id=${reportId}` }),
  );

describe('moderating reviews', () => {
  it('finds reviews by report, text or author, rating, status and day, hidden ones included', async () => {
    const writer = await shop.person('nguoiviet');
    const spam = await review(writer, shop.reports.second, 1, 'Mua ngay tại trang lừa đảo khuyến mãi');
    const good = await review(shop.buyer, shop.reports.second, 5, 'Báo cáo Đà Nẵng rất chi tiết');

    const byText = resultOf<Page<AdminReview>>(await search({ keyword: 'lua dao' }));
    expect(byText.items.map((item) => item.id)).toEqual([spam.id]);
    expect(byText.items[0]).toMatchObject({ rating: 1, status: 'visible', author: { id: writer.id }, report: { id: shop.reports.second } });

    const byReport = resultOf<Page<AdminReview>>(await search({ report: 'da nang' }, '?sort=rating,desc'));
    expect(byReport.items.map((item) => item.id)).toEqual([good.id, spam.id]);
    const byAuthor = resultOf<Page<AdminReview>>(await search({ keyword: writer.username }));
    expect(byAuthor.items.map((item) => item.id)).toEqual([spam.id]);
    const byRating = resultOf<Page<AdminReview>>(await search({ report: 'da nang', rating: '5' }));
    expect(byRating.items.map((item) => item.id)).toEqual([good.id]);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const byDay = resultOf<Page<AdminReview>>(await search({ report: 'da nang', from: today, to: today }));
    expect(byDay.total).toBe(2);
    const none = resultOf<Page<AdminReview>>(await search({ report: 'da nang', to: '2020-01-01' }));
    expect(none.total).toBe(0);
  });

  it('hides a review from the public pages at once and shows it again, each change in the audit trail', async () => {
    const author = await shop.person('anhien');
    const written = await review(author, shop.reports.discounted, 2, 'Giá hơi cao so với nội dung');
    expect((await publicReviews(shop.reports.discounted)).items.map((item) => item.id)).toContain(written.id);

    const hidden = await shop.call({ method: 'PUT', url: `/v1/admin/review/change-status?id=${written.id}&status=hidden`, as: staff });
    expect(resultOf<AdminReview>(hidden).status).toBe('hidden');
    expect((hidden.json() as { message: string }).message).toBe('Đã ẩn khỏi trang công khai.');
    const after = await publicReviews(shop.reports.discounted);
    expect(after.items.map((item) => item.id)).not.toContain(written.id);
    expect(after.summary.count).toBe(after.total);
    expect((await shop.call({ method: 'GET', url: `/v1/public/sub-review/all?review_id=${written.id}` })).statusCode).toBe(404);
    expect(resultOf<Page<AdminReview>>(await search({ status: 'hidden' })).items.map((item) => item.id)).toContain(written.id);

    const shown = await shop.call({
      method: 'PUT',
      url: `/v1/admin/review/change-status?id=${written.id}&status=visible`,
      as: staff,
      headers: { 'accept-language': 'en' },
    });
    expect((shown.json() as { message: string }).message).toBe('It is shown again.');
    expect((await publicReviews(shop.reports.discounted)).items.map((item) => item.id)).toContain(written.id);

    const trail = resultOf<Page<AuditEntry>>(await shop.call({ method: 'GET', url: `/v1/admin/audit/review/${written.id}`, as: staff }));
    expect(trail.items.map((entry) => entry.action)).toEqual(['show', 'hide']);
    expect(trail.items[1]).toMatchObject({ before: { status: 'visible' }, after: { status: 'hidden' }, actor: { id: staff.id } });
  });

  it('replies as the shop: the public sees the shop, never the staff member, and staff see every reply', async () => {
    const author = await shop.person('hoidap');
    const written = await review(author, shop.reports.main, 4, 'Có bản tiếng Anh không?');
    const customerReply = resultOf<Reply>(
      await shop.call({
        method: 'POST',
        url: '/v1/sub-review',
        as: shop.other,
        payload: { review_id: written.id, content: 'Mình cũng hỏi' },
      }),
    );
    const sent = await shop.call({
      method: 'POST',
      url: `/v1/admin/review/${written.id}/reply`,
      as: staff,
      payload: { content: '  Có, bản tiếng Anh nằm trong gói Cao cấp.  ' },
    });
    const shopReply = resultOf<AdminReply>(sent);
    expect(shopReply).toMatchObject({ from_shop: true, content: 'Có, bản tiếng Anh nằm trong gói Cao cấp.', author: { id: staff.id } });
    expect((sent.json() as { message: string }).message).toBe('Đã trả lời với tư cách cửa hàng.');

    const publicReplies = resultOf<Page<Reply>>(
      await shop.call({ method: 'GET', url: `/v1/public/sub-review/all?review_id=${written.id}` }),
    );
    const shown = publicReplies.items.find((item) => item.id === shopReply.id)!;
    expect(shown).toMatchObject({ from_shop: true, author: { id: 0, name: 'Sen Vàng Data', avatar_url: null } });
    expect(publicReplies.items.find((item) => item.id === customerReply.id)).toMatchObject({ from_shop: false });

    await shop.call({ method: 'PUT', url: `/v1/admin/sub-review/change-status?id=${customerReply.id}&status=hidden`, as: staff });
    const visible = resultOf<Page<Reply>>(await shop.call({ method: 'GET', url: `/v1/public/sub-review/all?review_id=${written.id}` }));
    expect(visible.items.map((item) => item.id)).toEqual([shopReply.id]);
    const all = resultOf<Page<AdminReply>>(await shop.call({ method: 'GET', url: `/v1/admin/review/${written.id}/replies`, as: staff }));
    expect(all.items.map((item) => [item.id, item.status])).toEqual([
      [customerReply.id, 'hidden'],
      [shopReply.id, 'visible'],
    ]);
    const listed = resultOf<Page<AdminReview>>(await search({ keyword: 'ban tieng anh' }));
    expect(listed.items.find((item) => item.id === written.id)?.reply_count).toBe(2);
  });

  it('deletes spam after staff confirm: a review with its replies, a reply with the thread below it', async () => {
    const spammer = await shop.person('thurac');
    const spam = await review(spammer, shop.reports.free, 1, 'Nhấn vào link kiếm tiền');
    const first = resultOf<Reply>(
      await shop.call({ method: 'POST', url: '/v1/sub-review', as: shop.buyer, payload: { review_id: spam.id, content: 'Thư rác' } }),
    );
    const below = resultOf<Reply>(
      await shop.call({
        method: 'POST',
        url: '/v1/sub-review',
        as: spammer,
        payload: { review_id: spam.id, parent_id: first.id, content: 'Không phải' },
      }),
    );
    const keep = resultOf<Reply>(
      await shop.call({ method: 'POST', url: '/v1/sub-review', as: shop.other, payload: { review_id: spam.id, content: 'Báo cáo rồi' } }),
    );
    const removedReply = await shop.call({ method: 'DELETE', url: `/v1/admin/sub-review/${first.id}`, as: staff });
    expect(resultOf<AdminReply>(removedReply).id).toBe(first.id);
    const left = resultOf<Page<AdminReply>>(await shop.call({ method: 'GET', url: `/v1/admin/review/${spam.id}/replies`, as: staff }));
    expect(left.items.map((item) => item.id)).toEqual([keep.id]);
    expect(below.id).not.toBe(keep.id);

    const removed = await shop.call({
      method: 'DELETE',
      url: `/v1/admin/review/${spam.id}`,
      as: staff,
      headers: { 'accept-language': 'en' },
    });
    expect((removed.json() as { message: string }).message).toBe('Deleted.');
    const rows = await shop.t.db.query<{ n: number }>('select count(*)::int as n from sub_reviews where review_id = $1', [spam.id]);
    expect(rows[0]!.n).toBe(0);
    expect(errorOf(await shop.call({ method: 'DELETE', url: `/v1/admin/review/${spam.id}`, as: staff })).error_code).toBe(
      'REVIEW_NOT_FOUND',
    );
    const trail = resultOf<Page<AuditEntry>>(await shop.call({ method: 'GET', url: `/v1/admin/audit/review/${spam.id}`, as: staff }));
    expect(trail.items.map((entry) => entry.action)).toEqual(['delete', 'delete-reply']);
    expect(trail.items[0]!.after).toBeNull();
    expect(resultOf<Page<AdminReview>>(await search({ keyword: 'kiem tien' })).total).toBe(0);
  });
});

describe('refusing bad input', () => {
  it('names wrong fields in the caller’s language and changes nothing', async () => {
    const written = await review(await shop.person('kiemtra'), shop.reports.main, 3, 'Ổn');
    const before = await shop.t.db.query<{ n: number }>('select count(*)::int as n from sub_reviews');

    expect(fieldsOf(await search({ rating: 6, from: '2026-13-01' }))).toEqual([
      ['rating', 'Vui lòng chọn từ 1 đến 5 sao'],
      ['from', 'Ngày phải có dạng yyyy-mm-dd'],
    ]);
    expect(
      fieldsOf(
        await shop.call({
          method: 'POST',
          url: '/v1/admin/review/search',
          as: staff,
          payload: { from: '2026-05-02', to: '2026-05-01' },
          headers: { 'accept-language': 'en' },
        }),
      ),
    ).toEqual([['to', 'Invalid date range']]);
    expect(fieldsOf(await search({ keyword: 'x'.repeat(101) }))).toEqual([['keyword', 'Từ khóa tìm kiếm tối đa 100 kí tự']]);
    expect((await search({ unknown: 1 })).statusCode).toBe(400);
    expect((await search({ keyword: ['a'] })).statusCode).toBe(400);

    const reply = (payload: unknown, language = 'vi', id: number | string = written.id) =>
      shop.call({ method: 'POST', url: `/v1/admin/review/${id}/reply`, as: staff, payload, headers: { 'accept-language': language } });
    expect(fieldsOf(await reply({ content: '   ' }))).toEqual([['content', 'Vui lòng nhập nội dung đánh giá']]);
    expect(fieldsOf(await reply({ content: 'x'.repeat(2001) }, 'en'))).toEqual([['content', 'The text may have at most 2000 characters']]);
    expect((await reply({ content: 42 })).statusCode).toBe(400);
    expect((await reply({ content: 'ok', from_shop: false })).statusCode).toBe(400);
    expect((await reply({ content: 'ok' }, 'vi', 'abc')).statusCode).toBe(400);
    expect((await reply({ content: 'ok' }, 'vi', '99999999999')).statusCode).toBe(400);
    expect(errorOf(await reply({ content: 'ok' }, 'en', 2_000_000_000))).toMatchObject({
      error_code: 'REVIEW_NOT_FOUND',
      message: 'This review does not exist.',
    });

    const status = (query: string) => shop.call({ method: 'PUT', url: `/v1/admin/review/change-status?${query}`, as: staff });
    expect(fieldsOf(await status(`id=${written.id}&status=deleted`))).toEqual([['status', 'Vui lòng chọn trạng thái cần thay đổi']]);
    expect(fieldsOf(await status('status=hidden'))).toEqual([['id', 'Vui lòng nhập thông tin này']]);
    expect(
      errorOf(await shop.call({ method: 'PUT', url: '/v1/admin/sub-review/change-status?id=2000000000&status=hidden', as: staff }))
        .error_code,
    ).toBe('REPLY_NOT_FOUND');
    expect((await shop.call({ method: 'DELETE', url: '/v1/admin/sub-review/-1', as: staff })).statusCode).toBe(400);

    const after = await shop.t.db.query<{ n: number }>('select count(*)::int as n from sub_reviews');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('keeps HTML in a shop reply as plain text, shown as typed and never as markup', async () => {
    const written = await review(await shop.person('htmlvn'), shop.reports.main, 5, 'Tốt');
    const hostile = '<img src=x onerror=alert(1)><b>Cảm ơn</b>';
    const sent = resultOf<AdminReply>(
      await shop.call({ method: 'POST', url: `/v1/admin/review/${written.id}/reply`, as: staff, payload: { content: hostile } }),
    );
    expect(sent.content).toBe(hostile);
    const replies = resultOf<Page<Reply>>(await shop.call({ method: 'GET', url: `/v1/public/sub-review/all?review_id=${written.id}` }));
    expect(replies.items.map((item) => item.content)).toEqual([hostile]);
  });

  it('is refused to staff of other items and to customers', async () => {
    const couponStaff = await shop.person('nvmagiam', ['report-manage/coupon']);
    expect((await shop.call({ method: 'POST', url: '/v1/admin/review/search', as: couponStaff, payload: {} })).statusCode).toBe(403);
    expect((await shop.call({ method: 'DELETE', url: '/v1/admin/review/1', as: shop.buyer })).statusCode).toBe(403);
    expect((await shop.call({ method: 'POST', url: '/v1/admin/review/1/reply', payload: { content: 'x' } })).statusCode).toBe(401);
  });
});
