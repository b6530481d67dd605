import { PAGE_SIZE } from '@tedarik/contract/constants';
import { REQUEST_NOT_FOUND } from '@tedarik/contract/requests/public';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { ads } from '../../db/schema/content';
import { members } from '../../db/schema/members';

let t: TestApp;
const ids: Record<string, number> = {};
let sector: { id: number };
let sub: { id: number };
let other: { id: number };
let buyerAuth: Record<string, string>;
let buyerEmail: string;
let supplierAuth: Record<string, string>;
let supplierOffer: number;

beforeAll(async () => {
  t = await testApp();
  sector = await f.category(t.db, 'Metal Sanayi');
  sub = await f.category(t.db, 'Borular', sector.id);
  other = await f.category(t.db, 'Tekstil');
  const pipe = await f.catalogProduct(t.db, sub.id, 'Paslanmaz Çelik Boru');
  const cloth = await f.catalogProduct(t.db, other.id, 'Pamuklu Kumaş');
  const buyer = await f.member(t.db, { company: 'Ak Demir çelik', name: 'Ali Veli' });
  buyerEmail = buyer.email;
  buyerAuth = (await t.asMember(buyer)).auth;
  for (const state of ['open', 'pending', 'rejected', 'stopped', 'finished', 'expired'] as const)
    ids[state] = (await f.request(t.db, buyer.id, pipe.id, state, { createdMinutesAgo: 1 })).id;
  ids.lastDay = (await f.request(t.db, buyer.id, pipe.id, 'open', { deliveryInDays: -10 })).id;
  ids.cloth = (await f.request(t.db, buyer.id, cloth.id, 'open')).id;
  const supplier = await f.member(t.db, { company: 'Deniz Boru', pkg: 'active' });
  supplierOffer = (await f.offer(t.db, ids.open, supplier.id)).id;
  supplierAuth = (await t.asMember(supplier)).auth;
  await t.db
    .insert(ads)
    .values([
      ...[1, 2, 3, 3, 3, 3, 3, 3, 5].map((type, i) => ({ title: `Reklam ${i}`, type, link: '/', sort: i })),
      { title: 'Üst 2', type: 1, sort: 9 },
    ]);
});
afterAll(() => t.close());

const listed = async (url: string) =>
  ((await t.get(url)).json().liste as { tlb: { id: number } }[]).map((r) => r.tlb.id).sort((a, b) => a - b);

describe('GET /api/imbtalepler', () => {
  it('lists only approved, published, unfinished requests until 10 days after delivery', async () => {
    expect(await listed('/api/imbtalepler')).toEqual([ids.open, ids.lastDay, ids.cloth].sort((a, b) => a - b));
  });

  it('answers with the spec fields, the company masked and the offer count', async () => {
    const res = (await t.get('/api/imbtalepler')).json();
    expect(Object.keys(res).sort()).toEqual(
      ['adet', 'kategori', 'katReklamList', 'liste', 'reklamList', 'sayfa', 'toplam'].sort(),
    );
    const row = res.liste.find((r: { tlb: { id: number } }) => r.tlb.id === ids.open);
    expect(row).toMatchObject({
      tlb: { id: ids.open, adet: 100, tip: 'Adet', tarih: null },
      urun: { urunAd: 'Paslanmaz Çelik Boru' },
      kat: { katAd: 'Borular', ustKat: sector.id },
      firmaad: 'A* D**** Ç****',
      ulkeSehir: 'Türkiye / İstanbul',
      toplam: 1,
    });
    expect(JSON.stringify(res)).not.toContain('Ak Demir');
  });

  it('filters by a category including its sub-categories', async () => {
    expect(await listed(`/api/imbtalepler-${sector.id}`)).toEqual([ids.open, ids.lastDay].sort((a, b) => a - b));
    expect(await listed(`/api/imbtalepler-${sub.id}`)).toEqual([ids.open, ids.lastDay].sort((a, b) => a - b));
    expect(await listed(`/api/imbtalepler-${other.id}`)).toEqual([ids.cloth]);
    expect((await t.get(`/api/imbtalepler-${sector.id}`)).json().kategori).toMatchObject({ id: sector.id });
  });

  it('places 1 top, 1 bottom and 5 sidebar ads, and category ads under a category', async () => {
    const res = (await t.get(`/api/imbtalepler-${sub.id}`)).json();
    const types = res.reklamList.map((a: { tip: number }) => a.tip);
    expect(types.filter((x: number) => x === 1)).toHaveLength(1);
    expect(types.filter((x: number) => x === 2)).toHaveLength(1);
    expect(types.filter((x: number) => x === 3)).toHaveLength(5);
    expect(res.katReklamList.map((a: { tip: number }) => a.tip)).toEqual([5]);
  });

  it('shows the creation date to a logged-in member only', async () => {
    const res = (await t.get('/api/imbtalepler', buyerAuth)).json();
    expect(res.liste[0].tlb.tarih).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('paging and query count', () => {
  it('pages by sayfa: first, middle, last and past the end, in a constant number of queries', async () => {
    const cat = await f.category(t.db, 'Sayfalama');
    const product = await f.catalogProduct(t.db, cat.id, 'Sayfa Ürünü');
    const owner = await f.member(t.db);
    for (let i = 0; i < 45; i++) await f.request(t.db, owner.id, product.id, 'open', { createdMinutesAgo: 1000 + i });
    const url = (p: number) => `/api/imbtalepler-${cat.id}?sayfa=${p}`;
    const pages = await Promise.all([1, 2, 3, 4].map(async (p) => (await t.get(url(p))).json()));
    expect(pages.map((p) => p.liste.length)).toEqual([PAGE_SIZE.requests, PAGE_SIZE.requests, 5, 0]);
    expect(pages.every((p) => p.toplam === 45 && p.adet === 3)).toBe(true);
    const all = pages.flatMap((p) => p.liste.map((r: { tlb: { id: number } }) => r.tlb.id));
    expect(new Set(all).size).toBe(45);
    expect((await t.get(`/api/imbtalepler-${cat.id}?sayfa=abc`)).json().sayfa).toBe(1);

    const full = await t.countQueries(() => t.get(url(1)));
    const short = await t.countQueries(() => t.get(url(3)));
    expect(full).toBe(short);
    expect(full).toBeLessThanOrEqual(6);
  });
});

describe('GET /api/indeximbtalepler', () => {
  it('lists the newest open requests for the home page', async () => {
    const rows = (await t.get('/api/indeximbtalepler')).json();
    expect(rows.length).toBeLessThanOrEqual(PAGE_SIZE.homeRequests);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { firmaad: string }) => /^\S\**( \S\**)*$/.test(r.firmaad))).toBe(true);
  });
});

describe('GET /api/genelteklif-{id}', () => {
  it('shows a visitor the request with the company masked and its offers', async () => {
    const res = (await t.get(`/api/genelteklif-${ids.open}`)).json();
    expect(res).toMatchObject({
      talep: { id: ids.open, tarih: null },
      urun: { urunAd: 'Paslanmaz Çelik Boru' },
      firmaAd: 'A* D**** Ç****',
      toplamCevaplar: 1,
      cevaplar: [{ firmaad: 'D**** B***' }],
    });
  });

  it('shows an activated member the company and the creation date; a fresh account still sees it masked', async () => {
    const res = (await t.get(`/api/genelteklif-${ids.open}`, buyerAuth)).json();
    expect(res).toMatchObject({ uye: true, firmaAd: 'Ak Demir çelik' });
    expect(res.talep.tarih).toMatch(/^\d{4}-/);
    const fresh = await f.member(t.db);
    await t.db.update(members).set({ activatedAt: null }).where(eq(members.id, fresh.id));
    const masked = (await t.get(`/api/genelteklif-${ids.open}`, (await t.asMember(fresh)).auth)).json();
    expect(masked).toMatchObject({ uye: true, firmaAd: 'A* D**** Ç****' });
    expect((await t.get(`/api/genelteklif-${ids.open}`)).json().uye).toBe(false);
  });

  it('names the buyer to a supplier only once the buyer accepted its offer, masked as on every other page before', async () => {
    const masked = 'A* D**** Ç****';
    const firmaAd = async (auth: Record<string, string>) =>
      (await t.get(`/api/genelteklif-${ids.open}`, auth)).json().firmaAd;
    const stranger = await f.member(t.db, { company: 'Başka İmalat', pkg: 'active' });
    const { auth: strangerAuth } = await t.asMember(stranger);
    // activated companies, one that offered and one that did not: masked, as the list and their own pages show it
    expect([await firmaAd(supplierAuth), await firmaAd(strangerAuth)]).toEqual([masked, masked]);
    const list = (await t.get('/api/imbtalepler', supplierAuth)).json().liste;
    expect(list.find((r: { tlb: { id: number } }) => r.tlb.id === ids.open).firmaad).toBe(masked);
    // the buyer accepts the offer: its supplier reads the buyer whole, as on its offer's page; the other still not
    const accepted = await t.get(`/api/talepDetayislemKabul-${supplierOffer}`, buyerAuth);
    expect(accepted.statusCode).toBe(200);
    expect([await firmaAd(supplierAuth), await firmaAd(strangerAuth)]).toEqual(['Ak Demir çelik', masked]);
  });

  it('answers a hidden or unknown request with the spec 404 text', async () => {
    for (const id of [ids.pending, ids.rejected, ids.stopped, ids.finished, ids.expired, 999999]) {
      const res = await t.get(`/api/genelteklif-${id}`);
      expect([res.statusCode, res.body]).toEqual([404, REQUEST_NOT_FOUND]);
    }
    // a forged token is a visitor, not a forced logout
    expect((await t.get(`/api/genelteklif-${ids.pending}`, basic(buyerEmail, 'forged'))).body).toBe(REQUEST_NOT_FOUND);
    // the owner still sees their own pending request
    expect((await t.get(`/api/genelteklif-${ids.pending}`, buyerAuth)).statusCode).toBe(200);
  });
});
