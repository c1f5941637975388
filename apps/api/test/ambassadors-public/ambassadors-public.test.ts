import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
let ambassadorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number }>(
    `select id from ambassadors where registration_status = 'approved' and status <> 'lock' order by id limit 1`,
  );
  ambassadorId = row!.id;
});
afterAll(() => t.close());

async function withAmbassador(change: string, check: () => Promise<void>) {
  const [before] = await t.db.query<{ status: string; registration_status: string }>(
    'select status, registration_status from ambassadors where id = $1',
    [ambassadorId],
  );
  await t.db.query(`update ambassadors set ${change} where id = $1`, [ambassadorId]);
  await check();
  await t.db.query('update ambassadors set status = $2, registration_status = $3 where id = $1', [
    ambassadorId,
    before!.status,
    before!.registration_status,
  ]);
}

describe('public ambassadors', () => {
  it('lists the expert team 19 a page: approved ambassadors who are not locked', async () => {
    const { status, body } = await call(t.app, '/v1/public/ambassador/report');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, page_size: 19 });
    const [count] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ambassadors where registration_status = 'approved' and status <> 'lock'`,
    );
    expect(body.result.total).toBe(count!.n);
    expect(body.result.items[0]).toEqual(
      expect.objectContaining({ id: ambassadorId, name: expect.any(String), position: expect.any(String) }),
    );
    await withAmbassador(`status = 'lock'`, async () => {
      const after = await call(t.app, '/v1/public/ambassador/report');
      expect(after.body.result.items.map((a: { id: number }) => a.id)).not.toContain(ambassadorId);
    });
  });

  it("shows an ambassador's page with the provinces and projects they cover", async () => {
    const { status, body } = await call(t.app, `/v1/public/ambassador/detail/${ambassadorId}`);
    expect(status).toBe(200);
    const [covered] = await t.db.query<{ n: number }>('select count(*)::int as n from ambassador_provinces where ambassador_id = $1', [
      ambassadorId,
    ]);
    expect(body.result).toMatchObject({ id: ambassadorId, phone: expect.any(String) });
    expect(body.result.provinces).toHaveLength(covered!.n);
    expect(body.result.projects.total).toBeGreaterThan(0);
    const [dedicated] = await t.db.query<{ id: number }>('select id from projects where ambassador_id = $1 and active limit 1', [
      ambassadorId,
    ]);
    const all = await call(t.app, `/v1/public/ambassador/detail/${ambassadorId}?page_size=100`);
    expect(all.body.result.projects.items.map((p: { id: number }) => p.id)).toContain(dedicated!.id);
  });

  it('answers 404 for a locked, rejected, pending or unknown ambassador, 400 for a bad id', async () => {
    for (const change of [`status = 'lock'`, `registration_status = 'rejected'`, `registration_status = 'not_handled'`]) {
      await withAmbassador(change, async () => {
        const reply = await call(t.app, `/v1/public/ambassador/detail/${ambassadorId}`);
        expect(reply.status, change).toBe(404);
        expect(reply.body.message).toBe('Đường dẫn không tồn tại.');
      });
    }
    expect((await call(t.app, '/v1/public/ambassador/detail/999999')).status).toBe(404);
    const bad = await call(t.app, '/v1/public/ambassador/detail/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
  });
});
