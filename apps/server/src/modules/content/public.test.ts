import { PAGE_SIZE } from '@tedarik/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { articles, faqs, pageCategories, pages, posts, slides } from '../../db/schema/content';
import { loadHomePage } from './home';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  await t.db.insert(posts).values(
    Array.from({ length: 12 }, (_, i) => ({
      type: 1,
      title: `Blog yazısı ${i + 1}`,
      slug: `blog-yazisi-${i + 1}`,
      body: `<p>Gövde ${i + 1}</p><script>alert(1)</script>`,
      publishedOn: sql`current_date - ${i}::int`,
    })),
  );
  await t.db.insert(posts).values({ type: 2, title: 'Duyuru', slug: 'duyuru-bir', body: '<p>Duyuru metni</p>' });
  const [kat] = await t.db.insert(pageCategories).values({ name: 'Yasal' }).returning();
  await t.db.insert(pages).values({
    categoryId: kat.id,
    title: 'Üyelik Sözleşmesi',
    slug: 'uyelik-sozlesmesi',
    body: '<h2>Madde 1</h2><img src=x onerror="alert(1)">',
  });
  await t.db.insert(faqs).values([
    { question: 'İkinci?', answer: 'B', sort: 2 },
    { question: 'Birinci?', answer: 'A', sort: 1 },
  ]);
  await t.db.insert(slides).values({ title: 'Slayt', image: '/uploads/s.webp' });
  await t.db.insert(articles).values([
    { title: 'Üst', place: 1 },
    { title: 'Alt', place: 2 },
  ]);
});
afterAll(() => t.close());

describe('blog and announcements', () => {
  it('pages blog posts newest first with the total, summaries without markup', async () => {
    const pages1 = await Promise.all([1, 2, 3].map(async (p) => (await t.get(`/api/blogList-${p}`)).json()));
    expect(pages1.map((p) => p.duyuruListesi.length)).toEqual([PAGE_SIZE.posts, 3, 0]);
    expect(pages1.every((p) => p.toplamDuyuru === 12)).toBe(true);
    expect(pages1[0].duyuruListesi[0]).toMatchObject({ baslik: 'Blog yazısı 1', link: 'blog-yazisi-1', tip: 1 });
    expect(pages1[0].duyuruListesi[0].metin).toBe('Gövde 1');
  });

  it('lists announcements apart', async () => {
    const res = (await t.get('/api/duyuruList-1')).json();
    expect(res).toMatchObject({ toplamDuyuru: 1, duyuruListesi: [{ baslik: 'Duyuru', tip: 2 }] });
  });

  it('serves a post by its link with sanitised rich text, and 404 for none', async () => {
    const post = (await t.get('/api/blogdetay/blog-yazisi-3')).json();
    expect(post).toMatchObject({ baslik: 'Blog yazısı 3', tip: 1, metin: '<p>Gövde 3</p>' });
    expect((await t.get('/api/blogdetay/duyuru-bir')).json().tip).toBe(2);
    const none = await t.get('/api/blogdetay/yok');
    expect([none.statusCode, none.body]).toEqual([404, 'İçerik bulunmuyor.']);
  });
});

describe('pages, FAQ, slides, home', () => {
  it('serves a page by link with its category, script-free', async () => {
    const page = (await t.get(`/api/Sayfadetay/${encodeURIComponent('uyelik-sozlesmesi')}`)).json();
    expect(page.katAd).toBe('Yasal');
    expect(page.sf).toMatchObject({ baslik: 'Üyelik Sözleşmesi', link: 'uyelik-sozlesmesi' });
    expect(page.sf.metin).toContain('<h2>Madde 1</h2>');
    expect(page.sf.metin).not.toContain('onerror');
    expect((await t.get('/api/Sayfadetay/yok')).statusCode).toBe(404);
  });

  it('orders the FAQ and serves slides', async () => {
    expect((await t.get('/api/sss')).json().map((q: { soru: string }) => q.soru)).toEqual(['Birinci?', 'İkinci?']);
    expect((await t.get('/api/slideList')).json()).toEqual([
      { resim: '/uploads/s.webp', baslik: 'Slayt', metin: '', link: '' },
    ]);
  });

  it('builds the home page: counters, articles by place, sectors', async () => {
    const sector = await f.category(t.db, 'Makine');
    const company = await f.member(t.db, { pkg: 'active' });
    const buyer = await f.member(t.db);
    const cp = await f.catalogProduct(t.db, sector.id, 'Torna');
    await f.product(t.db, company.id, cp.id, 'CNC Torna');
    await f.request(t.db, buyer.id, cp.id, 'open');
    await f.request(t.db, buyer.id, cp.id, 'pending');
    const home = await loadHomePage(t.db);
    expect(home.counted).toEqual({ uyeC: 2, firmaC: 1, urunC: 1, talepC: 1 });
    expect(home.ustBlogData.map((a) => a.baslik)).toEqual(['Üst']);
    expect(home.altkoleksiyonlar.map((a) => a.baslik)).toEqual(['Alt']);
    expect(home.kategoriList.map((s) => s.kt.katAd)).toContain('Makine');
    expect(Object.keys((await t.get('/api/indexpage')).json()).sort()).toEqual(
      ['altkoleksiyonlar', 'counted', 'kategoriList', 'reklamList', 'ustBlogData'].sort(),
    );
  });
});
