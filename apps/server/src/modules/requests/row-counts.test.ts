// The back-office's request total comes from a counter that statement triggers keep (migration 0010) instead of a
// count(*) over every request: it must stay exact through every way requests come and go.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';
import { requests } from '../../db/schema/requests';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the request counter', () => {
  it('follows inserts (one or many a statement), deletes and a member deleted with its requests', async () => {
    await f.admin(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/adn_api/login',
      payload: { kad: 'admin', sifre: 'Admin12345' },
    });
    const admin = basic('admin', login.json().token);
    const total = async () =>
      (await t.app.inject({ url: '/adn_api/TumTalepListesi-1', headers: admin })).json().toplam as number;
    const counted = async () => (await t.db.select({ n: count() }).from(requests))[0].n;
    const sector = await f.category(t.db, 'Sayaç');
    const cp = await f.catalogProduct(t.db, sector.id, 'Sayaç Ürünü');
    const buyer = await f.member(t.db);
    const leaving = await f.member(t.db);

    const start = await total();
    expect(start).toBe(await counted());
    const one = await f.request(t.db, buyer.id, cp.id, 'open');
    await f.request(t.db, leaving.id, cp.id, 'pending');
    await f.request(t.db, leaving.id, cp.id, 'open');
    const base = { catalogProductId: cp.id, unit: 'Adet', detail: 'Toplu', deliveryOn: '2030-01-01' };
    await t.db.insert(requests).values([
      { ...base, memberId: buyer.id },
      { ...base, memberId: buyer.id },
    ]);
    expect(await total()).toBe(start + 5);

    await t.db.delete(requests).where(eq(requests.id, one.id));
    await t.db.delete(members).where(eq(members.id, leaving.id)); // its requests go with it (cascade)
    expect(await total()).toBe(start + 2);
    expect(await total()).toBe(await counted());

    // a statement that fails changes nothing
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(requests).where(inArray(requests.memberId, [buyer.id]));
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    expect(await total()).toBe(start + 2);
  });
});
