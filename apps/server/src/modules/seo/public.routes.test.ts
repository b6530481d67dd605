import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { requests } from '../../db/schema/requests';

let t: TestApp;
let webRoot: string;
/** how far the app's clock is ahead: past a cache's minute */
let skipped = 0;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><meta name="description" content="" /><meta name="keywords" content="" /><title>Tedarik</title></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ webRoot, clock: { now: () => new Date(Date.now() + skipped) } });
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of accounts and the back-office, and lists public pages only', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toContain('Disallow: /adminimt');
    expect(robots).toContain('Disallow: /Account-');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');

    const sector = await f.category(t.db, 'Kimya');
    for (const name of ['Metal', 'Plastik', 'Tekstil', 'Gıda', 'Ahşap', 'Cam']) await f.category(t.db, name);
    const cp = await f.catalogProduct(t.db, sector.id, 'Boya');
    const buyer = await f.member(t.db);
    const company = await f.member(t.db, { company: 'Renk Kimya', pkg: 'active' });
    const open = await f.request(t.db, buyer.id, cp.id, 'open');
    const pending = await f.request(t.db, buyer.id, cp.id, 'pending');
    const product = await f.product(t.db, company.id, cp.id, 'Endüstriyel Boya');

    // an index of parts; the parts together hold every public page
    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex');
    const parts = [...res.body.matchAll(/<loc>http:\/\/localhost:3000(\/sitemap-[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual([
      '/sitemap-sayfalar.xml',
      '/sitemap-talepler-1.xml',
      '/sitemap-firmalar-1.xml',
      '/sitemap-urunler-1.xml',
      // the company's landing pages (its product's category, in İstanbul)
      '/sitemap-imalatcilar-1.xml',
    ]);
    const answers = await Promise.all(parts.map((part) => t.app.inject(part)));
    expect(answers.map((a) => [a.statusCode, a.headers['content-type']])).toEqual(
      parts.map(() => [200, 'application/xml; charset=utf-8']),
    );
    // a crawler that takes gzip gets the same XML, compressed (a part of fixed pages with a few sectors is over 1 KB)
    const gzipped = await t.app.inject({ url: '/sitemap-sayfalar.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(answers[0].body);
    const xml = answers.map((a) => a.body).join('');
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain(`/talepler-${sector.slug}</loc>`);
    expect(xml).toContain(`/talep-detay-${open.id}</loc>`);
    expect(xml).not.toContain(`/talep-detay-${pending.id}</loc>`);
    expect(xml).toContain(`/firma-renk-kimya-${company.id}</loc>`);
    expect(xml).toContain(`/firmaurun-endustriyel-boya-${product.id}</loc>`);
    // a part holds the ids of its range only, and a part past them or of no kind is no page
    expect((await t.app.inject('/sitemap-talepler-2.xml')).body).not.toContain('talep-detay');
    for (const wrong of ['/sitemap-talepler-0.xml', '/sitemap-uyeler-1.xml', '/sitemap-talepler-1.xml.gz'])
      expect((await t.app.inject(wrong)).statusCode).toBe(404);
  });

  it("splits at 50,000 ids a part, so that no part exceeds the protocol's 50,000 links", async () => {
    const sector = await f.category(t.db, 'Metal');
    const cp = await f.catalogProduct(t.db, sector.id, 'Sac');
    const buyer = await f.member(t.db);
    const far = await f.request(t.db, buyer.id, cp.id, 'open');
    await t.db
      .update(requests)
      .set({ id: 50_001 + far.id })
      .where(eq(requests.id, far.id));
    skipped += 61_000; // the index is kept a minute
    const index = (await t.app.inject('/sitemap.xml')).body;
    expect(index).toContain('/sitemap-talepler-2.xml</loc>');
    expect((await t.app.inject('/sitemap-talepler-2.xml')).body).toContain(`/talep-detay-${50_001 + far.id}</loc>`);
    expect((await t.app.inject('/sitemap-talepler-1.xml')).body).not.toContain(`/talep-detay-${50_001 + far.id}<`);
  });
});

describe('page titles for crawlers', () => {
  it('serves the web app with the title and description of the page, and keeps API 404s', async () => {
    const sector = await f.category(t.db, 'Ambalaj');
    const cp = await f.catalogProduct(t.db, sector.id, 'Oluklu Koli');
    const buyer = await f.member(t.db);
    const open = await f.request(t.db, buyer.id, cp.id, 'open');
    const stopped = await f.request(t.db, buyer.id, cp.id, 'stopped');

    const page = await t.app.inject(`/talep-detay-${open.id}`);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>100 Adet Oluklu Koli | Tedarik</title>');
    expect(page.body).toMatch(/<meta name="description" content="Talep \d+ ayrıntısı"/);
    expect(page.body).toContain('<div id="root"></div>');

    // member-written text with replacement patterns stays text
    const tricky = await f.request(t.db, buyer.id, cp.id, 'open');
    await t.db.update(requests).set({ detail: "Fiyat $' ve $& ile" }).where(eq(requests.id, tricky.id));
    const body = (await t.app.inject(`/talep-detay-${tricky.id}`)).body;
    expect(body).toContain('content="Fiyat $\' ve $&amp; ile"');
    expect(body.match(/<div id="root">/g)).toHaveLength(1);

    const hidden = await t.app.inject(`/talep-detay-${stopped.id}`);
    expect([hidden.statusCode, hidden.body.includes('<title>Tedarik</title>')]).toEqual([404, true]);
    expect((await t.app.inject('/firma-yok-99999')).statusCode).toBe(404);
    expect((await t.app.inject(`/talepler-${sector.slug}`)).body).toContain(
      '<title>Ambalaj Talepleri | Tedarik</title>',
    );
    expect((await t.app.inject('/talepler-yok-boyle')).statusCode).toBe(404);
    const blogPage = await t.app.inject('/blog-2');
    // named as the page names itself (app/routes/site/posts.tsx): a visitor's page has no app to set it
    expect([blogPage.statusCode, blogPage.body.includes('<title>Blog – Sayfa 2 | Tedarik</title>')]).toEqual([
      200,
      true,
    ]);
    expect((await t.app.inject('/assets/index-eski.js')).statusCode).toBe(404);
    expect((await t.app.inject('/adminimt/uye-List')).statusCode).toBe(200);
    const api = await t.app.inject('/api/yok');
    expect([api.statusCode, api.body]).toEqual([404, 'Bulunamadı.']);
  });
});
