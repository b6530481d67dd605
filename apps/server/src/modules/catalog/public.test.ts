import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { products } from '../../db/schema/products';

const ACTIVE = [
  'Çelik Sac Levha',
  'Paslanmaz Çelik Boru',
  'Çelik Hasır',
  'Galvaniz Çelik Tel',
  'Çelik Profil',
  'Çelik Dübel',
  'İstanbul Tipi Kelepçe',
];
let t: TestApp;
let sector: { id: number; slug: string };
let sub: { id: number };
beforeAll(async () => {
  t = await testApp();
  sector = await f.category(t.db, 'Metal ve Çelik');
  sub = await f.category(t.db, 'Sac ve Levha', sector.id);
  // each of them with a public product: a publishing company's (the header's suggestions offer no other)
  const maker = await f.member(t.db, { pkg: 'active' });
  for (const name of ACTIVE) await f.product(t.db, maker.id, (await f.catalogProduct(t.db, sub.id, name)).id, name);
  await f.catalogProduct(t.db, sub.id, 'Çelik Gizli Ürün', false);
  // names of the catalogue whose products nobody sees: none, a company's whose package ended, a closed one
  const other = await f.category(t.db, 'Bağlantı Elemanları');
  await f.catalogProduct(t.db, other.id, 'Ürünsüz Kelepçe');
  const expired = await f.member(t.db, { pkg: 'expired' });
  await f.product(t.db, expired.id, (await f.catalogProduct(t.db, other.id, 'Paketsiz Kelepçe')).id, 'Eski ürün');
  const closed = await f.product(
    t.db,
    maker.id,
    (await f.catalogProduct(t.db, other.id, 'Kapalı Kelepçe')).id,
    'Kapalı',
  );
  await t.db.update(products).set({ active: false }).where(eq(products.id, closed.id));
});
afterAll(() => t.close());

const suggest = async (s: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/urunAra?s=${encodeURIComponent(s)}` })).json() as {
    id: number;
    urun: string;
    linq: string;
  }[];

describe('GET /api/urunAra', () => {
  it('gives nothing under 3 characters', async () => {
    expect(await suggest('çe')).toEqual([]);
    expect(await suggest('  Ç ')).toEqual([]);
  });

  it('gives at most 5 active products, the same for every spelling of çelik, names starting with it first', async () => {
    const lower = await suggest('çelik');
    expect(lower).toHaveLength(5);
    expect(await suggest('ÇELİK')).toEqual(lower);
    expect(await suggest('Çelik')).toEqual(lower);
    expect(await suggest('celik')).toEqual(lower);
    expect(lower.map((p) => p.urun)).not.toContain('Çelik Gizli Ürün');
    expect(lower.slice(0, 4).every((p) => p.urun.startsWith('Çelik'))).toBe(true);
    expect(Object.keys(lower[0]).sort()).toEqual(['id', 'linq', 'urun']);
  });

  it('treats İ, I, i and ı as Turkish speakers expect', async () => {
    for (const s of ['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul'])
      expect(
        (await suggest(s)).map((p) => p.urun),
        s,
      ).toEqual(['İstanbul Tipi Kelepçe']);
  });

  it('offers only names of the catalogue that have a product a visitor sees (issue 47 item 23)', async () => {
    expect((await suggest('kelepçe')).map((p) => p.urun)).toEqual(['İstanbul Tipi Kelepçe']);
    // the form's search of the catalogue still offers every active name: a request may name one with no product
    const all = (await t.app.inject('/api/katalogAra?s=kelep%C3%A7e')).json() as { urunAd: string }[];
    expect(all.map((p) => p.urunAd).sort()).toEqual(
      ['İstanbul Tipi Kelepçe', 'Kapalı Kelepçe', 'Paketsiz Kelepçe', 'Ürünsüz Kelepçe'].sort(),
    );
  });

  it('escapes LIKE wildcards', async () => {
    expect(await suggest('%%%')).toEqual([]);
  });
});

describe('category calls', () => {
  it('lists sectors with their sub-categories', async () => {
    const list = (await t.app.inject('/api/kategoriLisSektor')).json();
    const metal = list.find((s: { kt: { id: number } }) => s.kt.id === sector.id);
    expect(metal).toMatchObject({ kt: { katAd: 'Metal ve Çelik', ustKat: null }, altKt: [{ id: sub.id }] });
  });

  it('lists every category with children and active catalog products', async () => {
    const all = (await t.app.inject('/api/kategoriListAll')).json();
    const row = all.find((c: { kt: { id: number } }) => c.kt.id === sub.id);
    expect(row.urunList).toHaveLength(7);
    expect(row.urunList[0]).toEqual(expect.objectContaining({ katid: sub.id, urunAd: expect.any(String) }));
  });

  it('maps category links to ids', async () => {
    const links = (await t.app.inject('/api/kategoriListLink')).json();
    expect(links).toContainEqual({ id: sector.id, katAd: 'Metal ve Çelik', link: sector.slug, ustKat: null });
  });
});

describe("the forms' catalog calls (ours)", () => {
  type Ref = { id: number; urunAd: string; katid: number; linq: string };
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
  };

  it("GET /api/katalogUrunleri-{id} lists the active catalog products right in the category, as GET /api/kategoriListAll's entry", async () => {
    const { body } = await get(`/api/katalogUrunleri-${sub.id}`);
    const names = (body as Ref[]).map((p) => p.urunAd);
    expect(names).toHaveLength(7);
    expect(names).not.toContain('Çelik Gizli Ürün');
    const all = (await get('/api/kategoriListAll')).body as { kt: { id: number }; urunList: Ref[] }[];
    expect(body).toEqual(all.find((c) => c.kt.id === sub.id)?.urunList);
    expect(body[0]).toEqual({ id: expect.any(Number), urunAd: names[0], katid: sub.id, linq: expect.any(String) });
    // the sector holds none of its own: its sub-category's are not its
    expect((await get(`/api/katalogUrunleri-${sector.id}`)).body).toEqual([]);
    expect((await get('/api/katalogUrunleri-999999')).body).toEqual([]);
  });

  it('GET /api/katalogUrunleri-{id} answers an id that is not one as an unknown id: no products', async () => {
    for (const id of ['abc', '-1', '0', '9'.repeat(30), '%00']) {
      const res = await get(`/api/katalogUrunleri-${id}`);
      expect([res.status, res.body], id).toEqual([200, []]);
    }
  });

  it('GET /api/katalogAra finds more than the 5 suggestions, with their category, names starting with it first', async () => {
    const { body } = await get(`/api/katalogAra?s=${encodeURIComponent('ÇELİK')}`);
    const hits = body as Ref[];
    // every active one with 'Çelik' (six: more than the 5 suggestions), and not the inactive one
    expect(hits.map((p) => p.urunAd).sort()).toEqual(ACTIVE.filter((name) => name.includes('Çelik')).sort());
    expect(hits.slice(0, 4).every((p) => p.urunAd.startsWith('Çelik'))).toBe(true);
    expect(hits.every((p) => p.katid === sub.id)).toBe(true);
    expect((await get('/api/katalogAra?s=çe')).body).toEqual([]);
    expect((await get('/api/katalogAra?s=%25%25%25')).body).toEqual([]);
    expect((await get(`/api/katalogAra?s=${'ç'.repeat(100_000)}%00`)).status).toBe(200);
  });
});
