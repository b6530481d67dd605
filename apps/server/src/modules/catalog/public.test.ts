import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

let t: TestApp;
let sector: { id: number; slug: string };
let sub: { id: number };
beforeAll(async () => {
  t = await testApp();
  sector = await f.category(t.db, 'Metal ve Çelik');
  sub = await f.category(t.db, 'Sac ve Levha', sector.id);
  for (const name of [
    'Çelik Sac Levha',
    'Paslanmaz Çelik Boru',
    'Çelik Hasır',
    'Galvaniz Çelik Tel',
    'Çelik Profil',
    'Çelik Dübel',
    'İstanbul Tipi Kelepçe',
  ])
    await f.catalogProduct(t.db, sub.id, name);
  await f.catalogProduct(t.db, sub.id, 'Çelik Gizli Ürün', false);
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
