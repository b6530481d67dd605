// The back-office's request total and the public list's total come from counts that triggers keep (migrations 0010
// and 0011) instead of a count(*) over a million requests: they must stay exact through every way requests come, change
// state and go.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';
import { requests, rowCounts } from '../../db/schema/requests';
import { publicRequestSql } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the request counter', () => {
  it('follows inserts (one or many a statement), deletes and a member deleted with its requests', async () => {
    const admin = await t.asAdmin();
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

  it('stays exact when many connections insert and delete at once (each adds to its own slot)', async () => {
    const counted = async () => (await t.db.select({ n: count() }).from(requests))[0].n;
    const total = async () =>
      (
        await t.db
          .select({ n: sql<number>`sum(${rowCounts.rows})`.mapWith(Number) })
          .from(rowCounts)
          .where(eq(rowCounts.name, 'requests'))
      )[0].n;
    const cp = await f.catalogProduct(t.db, (await f.category(t.db, 'Eşzamanlı')).id, 'Eşzamanlı Ürün');
    const buyer = await f.member(t.db);
    const made = await Promise.all(Array.from({ length: 24 }, () => f.request(t.db, buyer.id, cp.id, 'open')));
    await Promise.all(made.slice(0, 10).map((r) => t.db.delete(requests).where(eq(requests.id, r.id))));
    expect(await total()).toBe(await counted());
  });

  it('the public total follows approval, stopping, finishing, the delivery date passing, and deletion', async () => {
    const shown = async () => (await t.app.inject('/api/imbtalepler?sayfa=1')).json().toplam as number;
    const counted = async () => (await t.db.select({ n: count() }).from(requests).where(publicRequestSql))[0].n;
    const sector = await f.category(t.db, 'Gösterilen');
    const cp = await f.catalogProduct(t.db, sector.id, 'Gösterilen Ürün');
    const buyer = await f.member(t.db);
    const start = await shown();
    expect(start).toBe(await counted());

    const a = await f.request(t.db, buyer.id, cp.id, 'pending');
    const b = await f.request(t.db, buyer.id, cp.id, 'open');
    await f.request(t.db, buyer.id, cp.id, 'expired');
    expect(await shown()).toBe(start + 1);
    const set = (id: number, change: Partial<typeof requests.$inferInsert>) =>
      t.db.update(requests).set(change).where(eq(requests.id, id));
    await set(a.id, { approved: true });
    expect(await shown()).toBe(start + 2);
    await set(a.id, { published: false });
    await set(b.id, { offerCount: 3 }); // a change of other columns counts nothing
    expect(await shown()).toBe(start + 1);
    await set(a.id, { published: true });
    await t.db.execute(sql`update requests set delivery_on = current_date - 11 where id = ${b.id}`); // closed by its date
    expect(await shown()).toBe(start + 1);
    await t.db.execute(sql`update requests set delivery_on = current_date + 3 where id = ${b.id}`);
    await set(a.id, { finished: true });
    expect(await shown()).toBe(start + 1);
    await t.db.delete(requests).where(eq(requests.id, b.id));
    expect(await shown()).toBe(start);
    await t.db.delete(members).where(eq(members.id, buyer.id));
    expect(await shown()).toBe(await counted());
  });
});

describe('the back-office request pages', () => {
  it('give every request once, newest first, on the pages past the middle too (read from the oldest end)', async () => {
    const admin = await t.asAdmin();
    const sector = await f.category(t.db, 'Sayfa');
    const cp = await f.catalogProduct(t.db, sector.id, 'Sayfa Ürünü');
    const buyer = await f.member(t.db);
    // same creation time for some: the id breaks the tie both ways
    for (let i = 0; i < 47; i++) await f.request(t.db, buyer.id, cp.id, 'open', { createdMinutesAgo: 1000 + (i >> 1) });
    const all = await t.db
      .select({ id: requests.id })
      .from(requests)
      .orderBy(sql`${requests.createdAt} desc, ${requests.id} desc`);
    const page = async (n: number) =>
      (await t.app.inject({ url: `/adn_api/TumTalepListesi-${n}`, headers: admin })).json() as {
        liste: { uypkt: { id: number } }[];
        adet: number;
      };
    const first = await page(1);
    const seen = [...first.liste];
    for (let n = 2; n <= first.adet + 1; n++) seen.push(...(await page(n)).liste);
    expect(seen.map((r) => r.uypkt.id)).toEqual(all.map((r) => r.id));
  });
});
