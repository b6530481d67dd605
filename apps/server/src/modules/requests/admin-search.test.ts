// The back-office request search (POST /adn_api/tumTalepListesi), which the spec gives unpaged: without a page every
// match up to the ceiling and the total in X-Total-Count past it, 100 a page with one. With the answer cache on, as in
// production: a kept answer must not lose its header.
import { UNPAGED_CEILING } from '@tedarik/contract/unpaged';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

let t: TestApp;
let admin: Record<string, string>;
let flange: { id: number };
let buyer: { id: number };

const search = (ara: string, query = '') => t.post(`/adn_api/tumTalepListesi${query}`, { ara }, admin);
const ids = (res: Awaited<ReturnType<typeof search>>) =>
  (res.json().liste as { uypkt: { id: number } }[]).map((r) => r.uypkt.id);
/** `n` more requests for the flange, the newest last */
const addRequests = (n: number) =>
  t.db.execute(sql`insert into requests (member_id, catalog_product_id, unit, detail, delivery_on, approved)
    select ${buyer.id}::int, ${flange.id}::int, 'Adet', 'Toplu talep ' || g, current_date + 30, true
    from generate_series(1, ${n}::int) g`);

beforeAll(async () => {
  t = await testApp({ cache: true });
  const cat = await f.category(t.db, 'Bağlantı');
  flange = await f.catalogProduct(t.db, cat.id, 'Kör Flanş');
  buyer = await f.member(t.db, { company: 'Alıcı Yapı' });
  admin = await t.asAdmin();
});
afterAll(() => t.close());

describe('the back-office request search', () => {
  it('answers every match without a page, newest first, and 100 a page with one', async () => {
    await addRequests(150);
    const all = await search('kör flanş');
    expect(all.json().liste).toHaveLength(150);
    expect(all.headers['x-total-count']).toBeUndefined();
    const pages = [await search('kör flanş', '?sayfa=1'), await search('kör flanş', '?sayfa=2')];
    expect(pages.map((p) => p.json().liste.length)).toEqual([100, 50]);
    expect([...ids(pages[0]), ...ids(pages[1])]).toEqual(ids(all));
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
  });

  it('past 5,000 matches answers the newest 5,000 and their total in X-Total-Count, also when asked again', async () => {
    await addRequests(UNPAGED_CEILING + 1 - 150);
    for (const time of ['first', 'again']) {
      const all = await search('KÖR FLANŞ');
      expect([time, all.json().liste.length, all.headers['x-total-count']]).toEqual([
        time,
        UNPAGED_CEILING,
        String(UNPAGED_CEILING + 1),
      ]);
    }
    const last = await search('kör flanş', `?sayfa=${UNPAGED_CEILING / 100 + 1}`);
    expect([last.json().liste.length, last.headers['x-total-count']]).toEqual([1, undefined]);
  });
});
