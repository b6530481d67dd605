import { PAGE_SIZE } from '@tedarik/contract/constants';
import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { catalogProducts } from '../../db/schema/catalog';
import { ads } from '../../db/schema/content';
import { ratings } from '../../db/schema/offers';
import { products } from '../../db/schema/products';
import { PRODUCT_COUNT_CAP } from './service';

let t: TestApp;
let sector: { id: number };
let sub: { id: number };
let pipe: { id: number; slug: string };
let maker: { id: number };
let shown: { id: number };
let hidden: { id: number };
let expiredCo: { id: number };

beforeAll(async () => {
  t = await testApp();
  sector = await f.category(t.db, 'Metal');
  sub = await f.category(t.db, 'Boru', sector.id);
  pipe = await f.catalogProduct(t.db, sub.id, 'Çelik Boru');
  maker = await f.member(t.db, { company: 'Ak Demir Çelik', pkg: 'active' });
  expiredCo = await f.member(t.db, { company: 'Eski Firma', pkg: 'expired' });
  const waiting = await f.member(t.db, { company: 'Bekleyen Firma', pkg: 'waiting' });
  shown = await f.product(t.db, maker.id, pipe.id, 'Dikişsiz Boru 2"', ['/uploads/p/a.webp', '/uploads/p/b.webp']);
  hidden = await f.product(t.db, maker.id, pipe.id, 'Kapalı Ürün');
  await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));
  await f.product(t.db, expiredCo.id, pipe.id, 'Süresi Bitmiş Ürün');
  await f.product(t.db, waiting.id, pipe.id, 'Onay Bekleyen Ürün');
  await t.db.insert(ads).values([4, 4, 4, 4, 5].map((type, i) => ({ title: `R${i}`, type, sort: i })));
  const buyer = await f.member(t.db);
  const req = await f.request(t.db, buyer.id, pipe.id);
  const o = await f.offer(t.db, req.id, maker.id);
  await t.db.insert(ratings).values({ offerId: o.id, score: 4, status: true });
});
afterAll(() => t.close());

describe('GET /api/urunListesi', () => {
  it('finds the products of a typed text (Enter in the header search), Turkish-folded', async () => {
    const names = async (s: string) => {
      const res = (await t.get(`/api/urunListesi?s=${encodeURIComponent(s)}`)).json();
      return [res.arama, res.liste.map((p: { urunAd: string }) => p.urunAd)];
    };
    expect(await names('ÇELİK')).toEqual(['ÇELİK', ['Dikişsiz Boru 2"']]);
    expect(await names('celik bor')).toEqual(['celik bor', ['Dikişsiz Boru 2"']]);
    expect(await names('alüminyum')).toEqual(['alüminyum', []]);
    expect((await names('çe'))[0]).toBeNull(); // under 3 characters: no search, the whole list
  });

  it('finds the products of a text more than a thousand catalog products have, of publishing companies only', async () => {
    // past 1,000 matching catalog products the search is given the match itself, not the first thousand ids it read
    await t.db.execute(sql`insert into catalog_products (category_id, name, slug, search)
      select ${sub.id}, 'Kalıp Parçası ' || g, 'kalip-parcasi-' || g, 'kalip parcasi ' || g
      from generate_series(1, 1100) g`);
    const many = like(catalogProducts.search, 'kalip parcasi %');
    const [last] = await t.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(many)
      .orderBy(desc(catalogProducts.id))
      .limit(1);
    const made = await f.product(t.db, maker.id, last.id, 'Son Kalıp');
    await f.product(t.db, expiredCo.id, last.id, 'Süresi Bitmiş Kalıp');
    const res = (await t.get(`/api/urunListesi?s=${encodeURIComponent('KALIP parçası')}`)).json();
    expect(res.liste.map((p: { id: number }) => p.id)).toEqual([made.id]);
    expect(res.toplam).toBe(1);
    await t.db.delete(products).where(eq(products.catalogProductId, last.id));
    await t.db.delete(catalogProducts).where(many);
  });

  it('lists only active products of companies with a running package', async () => {
    const res = (await t.get('/api/urunListesi')).json();
    expect(res.liste.map((p: { urunAd: string }) => p.urunAd)).toEqual(['Dikişsiz Boru 2"']);
    expect(res.liste[0]).toMatchObject({
      id: shown.id,
      link: 'dikissiz-boru-2',
      gorsel: '/uploads/p/b.thumb.webp', // the image sorted first, as a thumbnail
      katUrun: { id: pipe.id, urunAd: 'Çelik Boru' },
      firma: { id: maker.id, firmaad: 'Ak Demir Çelik', firmalinq: 'ak-demir-celik' },
    });
    expect(res).toMatchObject({ toplam: 1, adet: 1, sayfa: 1, kategori: null, katUrun: null });
  });

  it('filters by category (with sub-categories) and by the searched catalog product', async () => {
    const bySector = (await t.get(`/api/urunListesi-${sector.id}`)).json();
    expect(bySector.liste).toHaveLength(1);
    expect(bySector.yol.map((c: { id: number }) => c.id)).toEqual([sector.id]);
    expect((await t.get(`/api/urunListesi-${sub.id}`)).json().yol.map((c: { id: number }) => c.id)).toEqual([
      sector.id,
      sub.id,
    ]);
    const searched = (await t.get(`/api/urunListesi?s=${pipe.slug}&idsi=${pipe.id}`)).json();
    expect(searched.katUrun).toEqual({ id: pipe.id, urunAd: 'Çelik Boru', katid: sub.id, linq: pipe.slug });
    expect(searched.liste).toHaveLength(1);
    const other = await f.catalogProduct(t.db, sub.id, 'Başka Ürün');
    expect((await t.get(`/api/urunListesi?idsi=${other.id}`)).json().liste).toEqual([]);
  });

  it('pages past the end with an empty list', async () => {
    for (let i = 0; i < PAGE_SIZE.products + 2; i++) await f.product(t.db, maker.id, pipe.id, `Seri Ürün ${i}`);
    const pages = await Promise.all([1, 2, 3].map(async (p) => (await t.get(`/api/urunListesi?sayfa=${p}`)).json()));
    expect(pages.map((p) => p.liste.length)).toEqual([PAGE_SIZE.products, 3, 0]);
    expect(pages[0].adet).toBe(2);
    expect(await t.countQueries(() => t.get('/api/urunListesi?sayfa=1'))).toBe(
      await t.countQueries(() => t.get('/api/urunListesi?sayfa=2')),
    );
  });
});

describe('company and product pages', () => {
  it('shows a company with its products, active rating and 3 sidebar ads', async () => {
    const res = (await t.get(`/api/firmadetay-${maker.id}`)).json();
    expect(res).toMatchObject({
      firmaid: maker.id,
      firmaad: 'Ak Demir Çelik',
      firmalinq: 'ak-demir-celik',
      ulkeSehir: 'Türkiye / İstanbul',
      puan: { ortalama: 4, adet: 1 },
    });
    expect(res.urunler.length).toBeGreaterThan(0);
    expect(res.reklamList.map((a: { tip: number }) => a.tip)).toEqual([4, 4, 4]);
    expect(res.katReklamList.map((a: { tip: number }) => a.tip)).toEqual([5]);
  });

  it('has no page for a company without a running package', async () => {
    const res = await t.get(`/api/firmadetay-${expiredCo.id}`);
    expect([res.statusCode, res.body]).toEqual([404, 'Firma bulunamadı.']);
  });

  it('shows a product with its images in order, and hides closed ones', async () => {
    const res = (await t.get(`/api/firmaurundetay-${shown.id}`)).json();
    expect(res.urun).toMatchObject({ id: shown.id, urunAd: 'Dikişsiz Boru 2"' });
    expect(res.gorselList.map((g: { gorsel: string }) => g.gorsel)).toEqual(['/uploads/p/b.webp', '/uploads/p/a.webp']);
    expect(res.gorselList[0].kucuk).toBe('/uploads/p/b.thumb.webp');
    expect(res.firma).toMatchObject({ id: maker.id });
    expect(res.kategori).toMatchObject({ id: sub.id });
    expect((await t.get(`/api/firmaurundetay-${hidden.id}`)).statusCode).toBe(404);
  });

  it('counts the list up to 10,000 products (417 pages), and still serves the pages past it', async () => {
    await t.db.execute(sql`insert into products (member_id, catalog_product_id, name)
      select ${maker.id}, ${pipe.id}, 'Toplu Ürün ' || g from generate_series(1, ${PRODUCT_COUNT_CAP}) g`);
    const first = (await t.get('/api/urunListesi?sayfa=1')).json();
    expect([first.toplam, first.adet]).toEqual([PRODUCT_COUNT_CAP, Math.ceil(PRODUCT_COUNT_CAP / PAGE_SIZE.products)]);
    expect((await t.get('/api/urunListesi?sayfa=418')).json().liste.length).toBeGreaterThan(0);
  });
});
