// The back-office's orders list and summary are cached like its other lists (adminRead): read once, and a member's
// new order, its receipt, and an administrator's decision show at the next read; a role without accounting is refused
// even when the answer is cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { packageDefinitions } from '../../db/schema/packages';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ cache: true });
  admin = await t.asAdmin();
});
afterAll(() => t.close());

type Listed = { items: { id: number; status: string; receipt: unknown }[] };
const list = async () => (await t.get('/adn_api/v2/orders', admin)).json() as Listed;
const waiting = async () => ((await t.get('/adn_api/v2/orders/summary', admin)).json() as { waiting: number }).waiting;

describe("the back-office's orders, cached", () => {
  it('are read once, and show an order, its receipt and its confirmation at the next read', async () => {
    expect((await list()).items).toEqual([]);
    const before = await waiting();
    expect(await t.countQueries(list)).toBe(0);
    expect(await t.countQueries(waiting)).toBe(0);

    const who = await t.asMember(await f.member(t.db));
    const [d] = await t.db
      .insert(packageDefinitions)
      .values({ title: 'Gümüş Paket', months: 3, price: '500.00', discount: '0' })
      .returning();
    const created = await t.post('/api/v2/orders', { package: d.id }, who.auth);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect((await list()).items.map((o) => o.id)).toEqual([id]);
    expect(await waiting()).toBe(before + 1);
    expect(await t.countQueries(list)).toBe(0);

    const body = multipart({}, { file: ['dekont.pdf', samples.pdf()] });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${id}/receipt`,
      payload: body.payload,
      headers: { ...body.headers, ...who.auth },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await list()).items[0]).toMatchObject({ id, status: 'receipt_sent' });
    expect((await list()).items[0].receipt).toBeTruthy();

    const moderator = await t.asRole('moderator');
    expect((await t.get('/adn_api/v2/orders', moderator)).statusCode).toBe(403);

    expect((await t.call('POST', `/adn_api/v2/orders/${id}/confirm`, admin)).statusCode).toBe(200);
    expect((await list()).items[0]).toMatchObject({ id, status: 'confirmed' });
    expect(await waiting()).toBe(before);
  });
});
