// The manufacturers' landing pages (issue 52 item 1): the companies of a category's subtree in a province, the page's
// title, canonical address and `noindex` when it lists no company, 404 for an unknown link, and the sitemap of those
// that list one.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { products } from '../../db/schema/products';

let t: TestApp;
let sector: { id: number; slug: string };
let pipe: { id: number; slug: string };
let plastic: { id: number; slug: string };
let ankaraPipe: { id: number };
let istanbulPipe: { id: number };

const ANKARA = 6;
const ISTANBUL = 34;

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><meta name="description" content="" /><meta name="keywords" content="" /><title>Tedarik</title></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ webRoot });
  sector = await f.category(t.db, 'Metal Ürünleri');
  pipe = await f.category(t.db, 'Çelik Boru', sector.id);
  plastic = await f.category(t.db, 'Plastik');
  const pipeProduct = await f.catalogProduct(t.db, pipe.id, 'Dikişsiz Çelik Boru');
  const plasticProduct = await f.catalogProduct(t.db, plastic.id, 'PVC Boru');
  ankaraPipe = await f.manufacturer(t.db, pipeProduct.id, { company: 'Ankara Boru Sanayi', cityId: ANKARA });
  istanbulPipe = await f.manufacturer(t.db, pipeProduct.id, { company: 'İstanbul Boru', cityId: ISTANBUL });
  // in Ankara but not listed: another category, no running package, a closed product
  await f.manufacturer(t.db, plasticProduct.id, { company: 'Ankara Plastik', cityId: ANKARA });
  await f.manufacturer(t.db, pipeProduct.id, { company: 'Paketsiz Boru', cityId: ANKARA, pkg: 'expired' });
  const closed = await f.manufacturer(t.db, pipeProduct.id, { company: 'Kapalı Boru', cityId: ANKARA });
  await t.db.update(products).set({ active: false }).where(eq(products.memberId, closed.id));
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.app.inject(`/api/v2/manufacturers?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { name: string }[] }).items.map((c) => c.name);
};

describe('a landing page of manufacturers', () => {
  it('lists the public companies with an open product in the category subtree, in the province only', async () => {
    expect(await names(`category=${pipe.slug}&province=ankara`)).toEqual(['Ankara Boru Sanayi']);
    expect(await names(`category=${pipe.slug}&province=istanbul`)).toEqual(['İstanbul Boru']);
    // the sector's page gathers its sub-categories' companies; without a province, every province
    expect(await names(`category=${sector.slug}&province=ankara`)).toEqual(['Ankara Boru Sanayi']);
    expect(await names(`category=${pipe.slug}`)).toEqual(['İstanbul Boru', 'Ankara Boru Sanayi']);
    expect(await names(`category=${plastic.slug}&province=istanbul`)).toEqual([]);

    const page = (await t.app.inject(`/api/v2/manufacturers?category=${pipe.slug}&province=ankara`)).json();
    expect(page).toMatchObject({
      category: { id: pipe.id, name: 'Çelik Boru', slug: pipe.slug },
      path: [{ name: 'Metal Ürünleri' }, { name: 'Çelik Boru' }],
      province: { id: ANKARA, name: 'Ankara', slug: 'ankara' },
      total: 1,
      pages: 1,
      page: 1,
    });
    expect(page.items[0]).toMatchObject({
      id: ankaraPipe.id,
      city: 'Ankara',
      badges: { email: true, verified: false },
      rating: { average: null, count: 0 },
      products: [{ name: 'Ankara Boru Sanayi ürünü', link: 'ankara-boru-sanayi-urunu' }],
    });
    expect(istanbulPipe.id).toBeGreaterThan(ankaraPipe.id);
  });

  it('answers 404 with a Turkish text for an unknown category or province link', async () => {
    const noCategory = await t.app.inject('/api/v2/manufacturers?category=yok-boyle-bir-kategori');
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json().message).toBe('Kategori bulunamadı.');
    const noProvince = await t.app.inject(`/api/v2/manufacturers?category=${pipe.slug}&province=atlantis`);
    expect(noProvince.statusCode).toBe(404);
    expect(noProvince.json().message).toBe('İl bulunamadı.');
    expect((await t.app.inject('/imalatcilar/yok-boyle-bir-kategori')).statusCode).toBe(404);
    expect((await t.app.inject(`/imalatcilar/${pipe.slug}/atlantis`)).statusCode).toBe(404);
  });

  it('is titled by province and category, names its canonical address, and is noindex without a company', async () => {
    const page = await t.app.inject(`/imalatcilar/${pipe.slug}/ankara`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Ankara Çelik Boru İmalatçıları | ');
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/imalatcilar/${pipe.slug}/ankara" />`,
    );
    expect(page.body).not.toContain('noindex');

    const whole = await t.app.inject(`/imalatcilar/${pipe.slug}?sayfa=2`);
    expect(whole.body).toContain('<title>Çelik Boru İmalatçıları | ');
    expect(whole.body).toContain(`href="http://localhost:3000/imalatcilar/${pipe.slug}?sayfa=2"`);

    const empty = await t.app.inject(`/imalatcilar/${pipe.slug}/izmir`);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<title>İzmir Çelik Boru İmalatçıları | ');
    expect(empty.body).toContain('<meta name="robots" content="noindex, follow" />');
  });
});

describe('the sitemap of landing pages', () => {
  it('lists the pages that list a company, each category up to its sector, and not the empty ones', async () => {
    const index = (await t.app.inject('/sitemap.xml')).body;
    expect(index).toContain('<loc>http://localhost:3000/sitemap-imalatcilar-1.xml</loc>');
    const res = await t.app.inject('/sitemap-imalatcilar-1.xml');
    expect(res.statusCode).toBe(200);
    const links = [...res.body.matchAll(/<loc>http:\/\/localhost:3000(\/imalatcilar\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const indexable of [
      `/imalatcilar/${pipe.slug}`,
      `/imalatcilar/${pipe.slug}/ankara`,
      `/imalatcilar/${pipe.slug}/istanbul`,
      `/imalatcilar/${sector.slug}`,
      `/imalatcilar/${sector.slug}/ankara`,
      `/imalatcilar/${plastic.slug}`,
      `/imalatcilar/${plastic.slug}/ankara`,
    ])
      expect(links).toContain(indexable);
    // no company of the category there: the page is noindex, and no sitemap names it
    for (const empty of [`/imalatcilar/${pipe.slug}/izmir`, `/imalatcilar/${plastic.slug}/istanbul`])
      expect(links).not.toContain(empty);
    // each link is a page that lists a company
    for (const link of links) expect((await t.app.inject(link)).body).not.toContain('noindex');
    expect((await t.app.inject('/sitemap-imalatcilar-2.xml')).statusCode).toBe(404);
  });
});
