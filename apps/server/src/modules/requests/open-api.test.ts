// The open API's requests (issue 52 item 3, decision 0065): a key with requests:read lists only the requests that
// match its company, newest first, paged by cursor, optionally only those changed since a moment, and reads one.
import { API_KEY_MSG } from '@tedarik/contract/api-keys/member';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { OPEN_REQUEST_MSG } from '@tedarik/contract/requests/open';
import { CURSOR_MSG } from '@tedarik/contract/v2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { requests } from '../../db/schema/requests';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const keyOf = async (auth: Record<string, string>, scopes: string[]) => {
  const res = await t.call('POST', '/api/v2/api-keys', auth, { name: 'ERP', scopes });
  return { authorization: `Bearer ${res.json().secret}` };
};

describe('the open API’s requests', () => {
  it('lists the matching requests alone, newest first, by cursor and since a moment, and reads one', async () => {
    const cat = await f.category(t.db, 'Döküm');
    const pipe = await f.catalogProduct(t.db, cat.id, 'Pik döküm');
    const other = await f.catalogProduct(t.db, cat.id, 'Alüminyum döküm');
    const maker = await t.asMember(await f.manufacturer(t.db, pipe.id));
    const buyer = await f.member(t.db);
    const [r1, r2, r3] = [
      await f.request(t.db, buyer.id, pipe.id),
      await f.request(t.db, buyer.id, pipe.id),
      await f.request(t.db, buyer.id, pipe.id),
    ];
    const unmatched = await f.request(t.db, buyer.id, other.id);
    const pending = await f.request(t.db, buyer.id, pipe.id, 'pending');
    const finished = await f.request(t.db, buyer.id, pipe.id, 'finished');
    const own = await f.request(t.db, maker.id, pipe.id);
    await t.db
      .update(requests)
      .set({ detail: 'Bilgi için 0532 123 45 67 arayın.', material: 'GG25' })
      .where(eq(requests.id, r3.id));
    const key = await keyOf(maker.auth, ['requests:read']);

    const first = await t.get('/api/v2/open/requests?limit=2', key);
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((r: { id: number }) => r.id)).toEqual([r3.id, r2.id]);
    expect(first.json().nextCursor).toBe(String(r2.id));
    const second = await t.get(`/api/v2/open/requests?limit=2&cursor=${r2.id}`, key);
    expect(second.json()).toMatchObject({ items: [{ id: r1.id }], nextCursor: null });
    const all = (await t.get('/api/v2/open/requests', key)).json().items.map((r: { id: number }) => r.id);
    for (const hidden of [unmatched, pending, finished, own]) expect(all).not.toContain(hidden.id);

    const item = first.json().items[0];
    expect(item).toMatchObject({
      id: r3.id,
      catalogProduct: { id: pipe.id, name: 'Pik döküm' },
      category: { id: cat.id, name: 'Döküm' },
      quantity: 100,
      unit: 'Adet',
      material: 'GG25',
      offerCount: 0,
      offered: false,
      sealed: false,
    });
    // the buyer's contact details masked, as on every page a supplier reads before an acceptance
    expect(item.detail).not.toContain('0532');
    expect(JSON.stringify(item)).not.toContain(buyer.companyName);

    // changed since: created, resubmitted or approved at or after the moment
    await t.db.execute(sql`update requests set created_at = '2026-01-01T00:00:00Z' where id in (${r1.id}, ${r2.id})`);
    await t.db
      .update(requests)
      .set({ approvedAt: new Date('2026-07-01T00:00:00Z') })
      .where(eq(requests.id, r2.id));
    await t.db.execute(sql`update requests set created_at = '2026-08-01T00:00:00Z' where id = ${r3.id}`);
    const since = await t.get(`/api/v2/open/requests?updatedSince=${encodeURIComponent('2026-06-01T00:00:00Z')}`, key);
    expect(since.json().items.map((r: { id: number; updatedAt: string }) => [r.id, r.updatedAt])).toEqual([
      [r3.id, '2026-08-01T00:00:00.000Z'],
      [r2.id, '2026-07-01T00:00:00.000Z'],
    ]);
    const bad = await t.get('/api/v2/open/requests?updatedSince=dun', key);
    expect([bad.statusCode, bad.json().message]).toEqual([400, OPEN_REQUEST_MSG.updatedSince]);
    const badCursor = await t.get('/api/v2/open/requests?cursor=abc', key);
    expect([badCursor.statusCode, badCursor.json().message]).toEqual([400, CURSOR_MSG]);

    // one request: a matching one, its offer flag once the company offered
    await f.offer(t.db, r1.id, maker.id);
    const one = await t.get(`/api/v2/open/requests/${r1.id}`, key);
    expect(one.json()).toMatchObject({ id: r1.id, offered: true, offerCount: 1 });
    for (const hidden of [unmatched, pending, own]) {
      const res = await t.get(`/api/v2/open/requests/${hidden.id}`, key);
      expect([res.statusCode, res.json()]).toEqual([404, { message: REQUEST_MSG.notFound }]);
    }
  });

  it('lists the same requests whether its rule is read a product at a time or walked (over 2,000 products)', async () => {
    // one category of 2,001 catalog products (the walk) with a sub-category of two (a product at a time); a company
    // choosing each, both with İstanbul only and 100 at least
    const wide = await f.category(t.db, 'Bağlantı Elemanları');
    const narrow = await f.category(t.db, 'Somun', wide.id);
    const [nut, washer] = [
      await f.catalogProduct(t.db, narrow.id, 'Somun M8'),
      await f.catalogProduct(t.db, narrow.id, 'Pul'),
    ];
    await t.db.execute(sql`insert into catalog_products (category_id, name, slug, search)
      select ${wide.id}, 'Civata M' || g, 'civata-m' || g || '-' || ${wide.id}, 'civata m' || g from generate_series(1, 1999) g`);
    const own = await f.catalogProduct(t.db, (await f.category(t.db, 'Kalıp')).id, 'Enjeksiyon kalıbı');
    const rules = {
      productIds: [],
      allProvinces: false,
      provinceIds: [34],
      minQuantity: 100,
      frequency: 'instant',
      byMail: false,
      bySms: false,
    };
    const [walked, byProduct] = [
      await t.asMember(await f.manufacturer(t.db, own.id)),
      await t.asMember(await f.manufacturer(t.db, own.id)),
    ];
    for (const [who, category] of [
      [walked, wide],
      [byProduct, narrow],
    ] as const) {
      const saved = await t.call('PUT', '/api/v2/match-preferences', who.auth, {
        ...rules,
        categoryIds: [category.id],
      });
      expect(saved.statusCode).toBe(200);
    }
    const istanbul = await f.member(t.db, { cityId: 34 });
    const ankara = await f.member(t.db, { cityId: 6 });
    const made = async (buyer: { id: number }, product: { id: number }, quantity: number) => {
      const r = await f.request(t.db, buyer.id, product.id);
      await t.db.update(requests).set({ quantity }).where(eq(requests.id, r.id));
      return r.id;
    };
    const listed = [await made(istanbul, nut, 100), await made(istanbul, washer, 0), await made(istanbul, nut, 500)];
    const inAnkara = await made(ankara, washer, 500);
    const tooFew = await made(istanbul, nut, 99);
    const ids = async (who: { auth: Record<string, string> }) => {
      const key = await keyOf(who.auth, ['requests:read']);
      return (await t.get('/api/v2/open/requests', key)).json().items.map((r: { id: number }) => r.id);
    };
    const newestFirst = [...listed].reverse();
    expect(await ids(walked)).toEqual(newestFirst);
    expect(await ids(byProduct)).toEqual(newestFirst);
    expect(newestFirst).not.toContain(inAnkara);
    expect(newestFirst).not.toContain(tooFew);

    // a buyer who moves takes its requests' province with it (kept by the database)
    await t.db.execute(sql`update members set city_id = 34 where id = ${ankara.id}`);
    const nowToo = [inAnkara, ...newestFirst];
    expect(await ids(walked)).toEqual(nowToo);
    expect(await ids(byProduct)).toEqual(nowToo);
  });

  it('refuses a key without requests:read with 403 and the Turkish text', async () => {
    const pipe = await f.catalogProduct(t.db, (await f.category(t.db, 'Boru')).id, 'Çelik boru');
    const maker = await t.asMember(await f.manufacturer(t.db, pipe.id));
    const key = await keyOf(maker.auth, ['offers:write']);
    const res = await t.get('/api/v2/open/requests', key);
    expect([res.statusCode, res.json()]).toEqual([403, { message: API_KEY_MSG.scope('requests:read') }]);
  });
});
