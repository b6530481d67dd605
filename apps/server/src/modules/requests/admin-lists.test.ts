// The back-office's ways to the requests waiting for it (issue 35): the home page's newest waiting requests, the
// request list filtered by moderation state, and one request of a member on its own.
import { STATE_COUNT_CAP } from '@tedarik/contract/requests/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { requests } from '../../db/schema/requests';

let t: TestApp;
let admin: Record<string, string>;
let productId: number;
let buyer: { id: number };
let other: { id: number };
const made: Record<'pending' | 'open' | 'rejected', number[]> = { pending: [], open: [], rejected: [] };

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const ids = (rows: { uypkt: { id: number } }[]) => rows.map((r) => r.uypkt.id);

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Metal');
  productId = (await f.catalogProduct(t.db, category.id, 'Çelik Boru')).id;
  buyer = await f.member(t.db, { company: 'Yılmaz Yapı' });
  other = await f.member(t.db, { company: 'Kaya İnşaat' });
  // twelve waiting requests, the newest made last; approved and rejected ones in between
  for (let i = 12; i >= 1; i--) {
    made.pending.push((await f.request(t.db, buyer.id, productId, 'pending', { createdMinutesAgo: i * 10 })).id);
    if (i % 4 === 0) {
      made.open.push((await f.request(t.db, other.id, productId, 'open', { createdMinutesAgo: i * 10 + 1 })).id);
      made.rejected.push(
        (await f.request(t.db, other.id, productId, 'rejected', { createdMinutesAgo: i * 10 + 2 })).id,
      );
    }
  }
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const newestFirst = (list: number[]) => [...list].reverse();

describe('the back-office home page', () => {
  it('lists the ten newest waiting requests, newest first: a new request is never out of sight', async () => {
    const home = (await get('/adn_api/indexAdminBilgiler')).json();
    expect(ids(home.indexTalepList)).toEqual(newestFirst(made.pending).slice(0, 10));
  });
});

describe('the request list filtered by moderation state', () => {
  it('answers every request when no state is sent, as legacy clients expect', async () => {
    const page = (await get('/adn_api/TumTalepListesi-1')).json();
    expect(page.toplam).toBe(made.pending.length + made.open.length + made.rejected.length);
    expect(page.liste).toHaveLength(page.toplam);
  });

  it('answers only the waiting, approved or rejected ones, newest first, with their count', async () => {
    for (const [durum, expected] of [
      ['-1', made.pending],
      ['1', made.open],
      ['0', made.rejected],
    ] as const) {
      const page = (await get(`/adn_api/TumTalepListesi-1?durum=${durum}`)).json();
      expect(ids(page.liste)).toEqual(newestFirst(expected));
      expect([page.toplam, page.adet, page.sayfa]).toEqual([expected.length, 1, 1]);
    }
    expect((await get('/adn_api/TumTalepListesi-2?durum=-1')).json().liste).toEqual([]);
    // an empty state is no state
    expect((await get('/adn_api/TumTalepListesi-1?durum=')).json().toplam).toBe(18);
  });

  it('refuses a state that is none of the three', async () => {
    for (const durum of ['2', 'bekleyen', '-1.5']) {
      const res = await get(`/adn_api/TumTalepListesi-1?durum=${durum}`);
      expect([res.statusCode, res.body]).toEqual([400, 'Geçersiz durum.']);
    }
  });

  it('counts a state up to the cap, and its pages past the cap are empty', async () => {
    await t.db.execute(sql`insert into ${requests} (member_id, catalog_product_id, unit, detail, delivery_on, approved)
      select ${other.id}, ${productId}, 'Adet', 'Toplu talep ' || g, current_date + 30, false
      from generate_series(1, ${STATE_COUNT_CAP}) g`);
    const first = (await get('/adn_api/TumTalepListesi-1?durum=0')).json();
    expect([first.toplam, first.adet, first.liste.length]).toEqual([STATE_COUNT_CAP, STATE_COUNT_CAP / 20, 20]);
    const last = (await get(`/adn_api/TumTalepListesi-${STATE_COUNT_CAP / 20}?durum=0`)).json();
    expect(last.liste).toHaveLength(20);
    const past = (await get(`/adn_api/TumTalepListesi-${STATE_COUNT_CAP / 20 + 1}?durum=0`)).json();
    expect(past.liste).toEqual([]);
    // the waiting ones are counted on their own
    expect((await get('/adn_api/TumTalepListesi-1?durum=-1')).json().toplam).toBe(made.pending.length);
    await t.db.execute(sql`delete from ${requests} where detail like 'Toplu talep %'`);
  });
});

describe('one request of a member', () => {
  it('answers that request alone; another member’s request is not there', async () => {
    const [id] = made.pending;
    const one = (await get(`/adn_api/uyeTalepListesi-${buyer.id}?talep=${id}`)).json();
    expect(ids(one)).toEqual([id]);
    expect(one[0]).toMatchObject({ uy: { uyeid: buyer.id }, uypkt: { onay: null } });
    expect((await get(`/adn_api/uyeTalepListesi-${other.id}?talep=${id}`)).json()).toEqual([]);
    // without it, the member's whole list, as before
    expect((await get(`/adn_api/uyeTalepListesi-${buyer.id}`)).json()).toHaveLength(made.pending.length);
    const wrong = await get(`/adn_api/uyeTalepListesi-${buyer.id}?talep=abc`);
    expect([wrong.statusCode, wrong.body]).toEqual([400, 'Talep bulunamadı.']);
  });
});

describe('a request’s desk terms in the back-office (issue 47 item 22)', () => {
  it('names Kapalı Zarf with its deadline, the cap and the material beside the legacy fields', async () => {
    const sealed = await f.request(t.db, buyer.id, productId, 'pending');
    const deadline = new Date(Date.now() + 5 * 86_400_000);
    await t.db
      .update(requests)
      .set({ sealed: true, offerDeadline: deadline, offerCap: 7, material: 'St37' })
      .where(eq(requests.id, sealed.id));
    const plain = made.pending[0];
    const uypkt = async (id: number) => (await get(`/adn_api/uyeTalepListesi-${buyer.id}?talep=${id}`)).json()[0].uypkt;
    expect(await uypkt(sealed.id)).toMatchObject({
      kapaliZarf: true,
      sonTeklifTarihi: deadline.toISOString(),
      teklifSiniri: 7,
      malzeme: 'St37',
    });
    expect(await uypkt(plain)).toMatchObject({ kapaliZarf: false, sonTeklifTarihi: null, teklifSiniri: null });
    const listed = (await get('/adn_api/TumTalepListesi-1?durum=-1')).json().liste;
    expect(listed.find((r: { uypkt: { id: number } }) => r.uypkt.id === sealed.id).uypkt.teklifSiniri).toBe(7);
  });
});
