// The back-office's content through the real calls (issue 13): every add shows in the admin list and on the public
// site, every edit in both, every delete leaves both; messages; sanitising; images stored and removed.
import { CONTENT_MSG } from '@tedarik/contract/content/admin';
import { LINK_MSG } from '@tedarik/contract/fields';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { type Multipart, multipart, png } from '../../../test/upload';
import { ads, articles, slides } from '../../db/schema/content';

let t: TestApp;
let admin: Record<string, string>;
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const send = (url: string, body: object | Multipart) =>
  'payload' in body && Buffer.isBuffer(body.payload)
    ? t.app.inject({ method: 'POST', url, headers: { ...admin, ...body.headers }, payload: body.payload })
    : t.app.inject({ method: 'POST', url, headers: admin, payload: body as object });
const publicJson = async (url: string) => (await t.app.inject(url)).json();

const XSS =
  '<p>Merhaba <b>dünya</b></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
const executable = /<script|onerror|javascript:/i;

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

describe('articles (home page blocks)', () => {
  it('refuse an incomplete add with the spec messages joined, add, edit, re-image and delete — on the home page too', async () => {
    const bad = await send('/adn_api/makaleEkle', multipart({ baslik: 'ab', sira: '' }));
    expect([bad.statusCode, bad.body]).toEqual([
      400,
      [CONTENT_MSG.title, CONTENT_MSG.sort, CONTENT_MSG.image].join('\n'),
    ]);
    const fake = await send(
      '/adn_api/makaleEkle',
      multipart({ baslik: 'Sahte', sira: 5 }, { file: ['a.png', Buffer.from('x')] }),
    );
    expect(fake.body).toBe(IMAGE_MSG.invalid);

    const home = async () => (await publicJson('/api/indexpage')).ustBlogData.map((a: { baslik: string }) => a.baslik);
    await home(); // cached now: the add must still show at once
    const added = await send(
      '/adn_api/makaleEkle',
      multipart(
        { baslik: 'Neden Tedarik?', yer: 1, metin: XSS, link: '/sayfa-hakkimizda', sira: 1 },
        { file: ['a.png', await png()] },
      ),
    );
    expect(added.statusCode, added.body).toBe(200);
    const article = added.json();
    expect(article).toMatchObject({ baslik: 'Neden Tedarik?', yer: 1, sira: 1, link: '/sayfa-hakkimizda' });
    expect(article.metin).not.toMatch(executable);
    expect(await home()).toContain('Neden Tedarik?');
    expect((await get('/adn_api/makaleList')).json().map((a: { id: number }) => a.id)).toContain(article.id);

    const edited = await send(`/adn_api/makaledetayGnc-${article.id}`, {
      baslik: 'Neden Biz?',
      yer: 2,
      metin: '',
      link: '',
      sira: 3,
    });
    expect(edited.json()).toMatchObject({ baslik: 'Neden Biz?', yer: 2 });
    expect(await home()).not.toContain('Neden Tedarik?');
    const lower = (await publicJson('/api/indexpage')).altkoleksiyonlar.map((a: { baslik: string }) => a.baslik);
    expect(lower).toContain('Neden Biz?');

    const reimaged = (
      await send(`/adn_api/makaledetayimg-${article.id}`, multipart({}, { file: ['b.png', await png(20, 20)] }))
    ).json();
    expect(reimaged).toMatchObject({ baslik: 'Neden Biz?' });
    expect((await t.app.inject(article.resim)).statusCode).toBe(404);
    const list = (await send(`/adn_api/makaledelete-${article.id}`, {})).json();
    expect(list.map((a: { id: number }) => a.id)).not.toContain(article.id);
    expect((await t.app.inject(reimaged.resim)).statusCode).toBe(404);
    expect((await get(`/adn_api/makaledetay-${article.id}`)).statusCode).toBe(404);
  });
});

describe('slides and ads', () => {
  it('a slide shows on the home slider at once, sanitised', async () => {
    const slide = (
      await send(
        '/adn_api/slideEkle',
        multipart(
          { baslik: 'Yeni Dönem', basliken: 'İncele', metin: XSS, link: '/talepler', sira: 1 },
          { file: ['s.png', await png()] },
        ),
      )
    ).json();
    expect(slide).toMatchObject({ basliken: 'İncele' });
    const slides = await publicJson('/api/slideList');
    expect(slides.find((s: { baslik: string }) => s.baslik === 'Yeni Dönem').metin).not.toMatch(executable);
    await send(`/adn_api/slidedetayGnc-${slide.id}`, {
      baslik: 'Yeni Yıl',
      basliken: '',
      metin: '',
      link: '',
      sira: 2,
    });
    expect((await publicJson('/api/slideList')).map((s: { baslik: string }) => s.baslik)).toContain('Yeni Yıl');
    await send(`/adn_api/slidedelete-${slide.id}`, {});
    expect((await publicJson('/api/slideList')).map((s: { baslik: string }) => s.baslik)).not.toContain('Yeni Yıl');
  });

  it('an ad goes where its type says; the type list needs no session', async () => {
    const types = await t.app.inject('/adn_api/reklamTipList');
    expect(types.statusCode).toBe(200);
    expect(types.json()[0]).toEqual({ value: 1, text: 'Talep listesi üst' });
    const noType = await send(
      '/adn_api/reklamEkle',
      multipart({ baslik: 'Reklam', sira: 1 }, { file: ['r.png', await png()] }),
    );
    expect(noType.body).toBe(CONTENT_MSG.adType);
    const banner = (
      await send(
        '/adn_api/reklamEkle',
        multipart({ baslik: 'Fuar', tip: 6, link: 'https://fuar.example', sira: 1 }, { file: ['r.png', await png()] }),
      )
    ).json();
    expect((await publicJson('/api/indexpage')).reklamList.map((a: { baslik: string }) => a.baslik)).toContain('Fuar');
    expect((await get(`/adn_api/reklamdetay-${banner.id}`)).json()).toMatchObject({
      reklam: { tip: 6 },
      tipler: expect.any(Array),
    });
    await send(`/adn_api/reklamdetayGnc-${banner.id}`, { baslik: 'Fuar', tip: 1, link: '', sira: 1 });
    expect((await publicJson('/api/indexpage')).reklamList.map((a: { baslik: string }) => a.baslik)).not.toContain(
      'Fuar',
    );
    expect((await publicJson('/api/imbtalepler')).reklamList.map((a: { baslik: string }) => a.baslik)).toContain(
      'Fuar',
    );
  });
});

describe('the links of slides, ads and articles', () => {
  const LINKS = { slide: 'slideEkle', ad: 'reklamEkle', article: 'makaleEkle' } as const;
  const fields = { baslik: 'Bağlantılı', basliken: '', tip: 2, yer: 1, metin: '', sira: 1 };

  it('take http(s) or a site path and nothing else, on add and on edit; a refused one changes nothing', async () => {
    for (const [kind, path] of Object.entries(LINKS)) {
      const add = async (link: string) =>
        send(`/adn_api/${path}`, multipart({ ...fields, link }, { file: ['l.png', await png()] }));
      for (const bad of [
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'java\tscript:alert(1)',
        'data:text/html,<b>x</b>',
        '//evil.example',
        '/\\evil.example',
        'https://',
        'talepler',
        'https://ornek.com/a b',
      ]) {
        const refused = await add(bad);
        expect([refused.statusCode, refused.body], `${kind} ${bad}`).toEqual([400, LINK_MSG]);
      }
      for (const good of ['/talepler', '/urunler?s=boru&id=3', 'https://fuar.example/2026', 'HTTP://ornek.com', '']) {
        const added = await add(good);
        expect([added.statusCode, added.json().link], `${kind} ${good}`).toEqual([200, good]);
      }
    }
    const slide = (await get('/adn_api/slideList')).json()[0];
    const update = await send(`/adn_api/slidedetayGnc-${slide.id}`, { ...fields, link: 'javascript:alert(1)' });
    expect([update.statusCode, update.body]).toEqual([400, LINK_MSG]);
    expect((await get(`/adn_api/slidedetay-${slide.id}`)).json().link).toBe(slide.link);
  });

  it('stored with another scheme before the rule, are given as no link, in the back-office and on the site', async () => {
    const bad = 'javascript:alert(document.cookie)';
    const [slide] = await t.db.insert(slides).values({ title: 'Eski Slayt', link: bad, sort: 0 }).returning();
    const [ad] = await t.db.insert(ads).values({ title: 'Eski Reklam', type: 6, link: bad, sort: 0 }).returning();
    const [article] = await t.db
      .insert(articles)
      .values({ title: 'Eski Makale', place: 1, link: ' java\nscript:alert(1)', sort: 0 })
      .returning();
    expect((await get(`/adn_api/slidedetay-${slide.id}`)).json().link).toBe('');
    expect((await get(`/adn_api/reklamdetay-${ad.id}`)).json().reklam.link).toBe('');
    expect((await get(`/adn_api/makaledetay-${article.id}`)).json().link).toBe('');
    const home = await t.app.inject('/api/indexpage');
    const slideList = await t.app.inject('/api/slideList');
    for (const answer of [home.body, slideList.body]) expect(answer).not.toMatch(/javascript|java\\nscript/i);
    const named = (list: { baslik: string; link: string }[], title: string) => list.find((x) => x.baslik === title);
    expect(named(home.json().reklamList, 'Eski Reklam')?.link).toBe('');
    expect(named(home.json().ustBlogData, 'Eski Makale')?.link).toBe('');
    expect(named(slideList.json(), 'Eski Slayt')?.link).toBe('');
  });
});

describe('blog posts and announcements', () => {
  it('are added, found, edited, illustrated and deleted; the public blog follows', async () => {
    const bad = await send('/adn_api/blogEkle', { tip: 3, baslik: '' });
    expect(bad.body.split('\n')).toEqual([CONTENT_MSG.postType, CONTENT_MSG.title]);
    const id = (
      await send('/adn_api/blogEkle', {
        tip: 1,
        baslik: 'Çelik Fiyatları 2026',
        tarih: '2026-11-20',
        etiketler: 'çelik, fiyat',
        metin: XSS,
      })
    ).json();
    expect(typeof id).toBe('number');
    const post = (await get(`/adn_api/blogdetay-${id}`)).json();
    expect(post).toMatchObject({ tip: 1, link: 'celik-fiyatlari-2026', tarih: '2026-11-20' });
    expect(post.metin).not.toMatch(executable);
    const publicPost = await publicJson('/api/blogdetay/celik-fiyatlari-2026');
    expect(publicPost.baslik).toBe('Çelik Fiyatları 2026');
    expect(publicPost.metin).not.toMatch(executable);
    // a second post of the same title gets a link of its own
    const twin = (await send('/adn_api/blogEkle', { tip: 2, baslik: 'Çelik Fiyatları 2026' })).json();
    expect((await get(`/adn_api/blogdetay-${twin}`)).json().link).toBe('celik-fiyatlari-2026-2');

    const search = (await get('/adn_api/blogList-1?icerik=CELIK&tip=1')).json();
    expect(search.duyuruListesi.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await get('/adn_api/blogList-1?tip=2')).json().duyuruListesi.map((p: { id: number }) => p.id)).toEqual([
      twin,
    ]);

    const edited = (
      await send(`/adn_api/blogdetay-${id}`, {
        tip: 2,
        baslik: 'Çelik Fiyatları',
        link: '',
        etiketler: '',
        metin: '<p>Yeni</p>',
      })
    ).json();
    expect(edited).toMatchObject({ tip: 2, link: 'celik-fiyatlari', metin: '<p>Yeni</p>' });
    const withImage = (
      await send(`/adn_api/blogdetayimg-${id}`, multipart({}, { file: ['b.png', await png()] }))
    ).json();
    expect(withImage.resim).toMatch(/^\/uploads\/blogs\//);
    const without = (await send(`/adn_api/blogdetayimgremove-${id}`, {})).json();
    expect(without.resim).toBeNull();
    expect((await t.app.inject(withImage.resim)).statusCode).toBe(404);
    expect((await send(`/adn_api/blogdelete-${id}`, {})).body).toBe(CONTENT_MSG.deleted);
    expect((await t.app.inject('/api/blogdetay/celik-fiyatlari')).statusCode).toBe(404);
    expect((await send(`/adn_api/blogdelete-${id}`, {})).statusCode).toBe(404);
  });
});

describe('pages and their footer groups', () => {
  it('a page shows at its link and in its footer group; deleting the group keeps its pages', async () => {
    const groups = (await send('/adn_api/sayfaKatEkle', { katad: 'Kurumsal', sira: 1 })).json();
    const group = groups.find((g: { katAd: string }) => g.katAd === 'Kurumsal');
    const pages = (
      await send('/adn_api/sayfaEkle', {
        baslik: 'Hakkımızda',
        Kat: group.id,
        Ana: true,
        link: '',
        etiketler: '',
        sira: 1,
        Metin: XSS,
      })
    ).json();
    const page = pages.find((p: { sf: { baslik: string } }) => p.sf.baslik === 'Hakkımızda');
    expect(page).toMatchObject({ sf: { link: 'hakkimizda', kat: group.id, ana: true }, katAd: 'Kurumsal' });
    const shown = await publicJson('/api/Sayfadetay/hakkimizda');
    expect(shown.sf.metin).not.toMatch(executable);
    const footer = await publicJson('/api/footer');
    expect(JSON.stringify(footer.sayfalar)).toContain('Hakkımızda');

    const edited = await send(`/adn_api/sayfadetay-${page.sf.id}`, {
      baslik: 'Biz Kimiz',
      kat: group.id,
      ana: false,
      link: 'biz-kimiz',
      etiketler: '',
      sira: 2,
      metin: '<p>Biz</p>',
    });
    expect(edited.json()).toMatchObject({ sf: { baslik: 'Biz Kimiz', link: 'biz-kimiz' } });
    expect((await t.app.inject('/api/Sayfadetay/biz-kimiz')).statusCode).toBe(200);
    const badPage = await send('/adn_api/sayfaEkle', { baslik: 'X', sira: '' });
    expect(badPage.body).toBe([CONTENT_MSG.title, CONTENT_MSG.sort].join('\n'));

    const left = (await send('/adn_api/sayfaKatdelete', { intgelen: group.id })).json();
    expect(left.map((g: { id: number }) => g.id)).not.toContain(group.id);
    expect((await get(`/adn_api/sayfadetay-${page.sf.id}`)).json()).toMatchObject({ sf: { kat: null }, katAd: null });
    const afterDelete = (await send(`/adn_api/sayfadelete-${page.sf.id}`, {})).json();
    expect(afterDelete.map((p: { sf: { id: number } }) => p.sf.id)).not.toContain(page.sf.id);
    expect((await t.app.inject('/api/Sayfadetay/biz-kimiz')).statusCode).toBe(404);
  });
});

describe('FAQ', () => {
  it('is added, edited and deleted, each answering the list, and the public FAQ follows', async () => {
    const bad = await send('/adn_api/SSSEkle', { soru: '', cevap: '', sira: '' });
    expect(bad.body.split('\n')).toEqual([CONTENT_MSG.question, CONTENT_MSG.answer, CONTENT_MSG.sort]);
    const list = (
      await send('/adn_api/SSSEkle', { soru: 'Üyelik ücretli mi?', cevap: 'Alıcılar için ücretsizdir.', sira: 1 })
    ).json();
    const faq = list.find((q: { soru: string }) => q.soru === 'Üyelik ücretli mi?');
    expect((await publicJson('/api/sss')).map((q: { soru: string }) => q.soru)).toContain('Üyelik ücretli mi?');
    await send('/adn_api/SSSdetaygnc', { id: faq.id, soru: 'Ücret var mı?', cevap: 'Yok.', sira: 2 });
    expect((await publicJson('/api/sss')).map((q: { soru: string }) => q.soru)).toContain('Ücret var mı?');
    const after = (await send('/adn_api/SSSdelete', { intgelen: faq.id })).json();
    expect(after.map((q: { id: number }) => q.id)).not.toContain(faq.id);
    expect((await send('/adn_api/SSSdelete', { intgelen: faq.id })).statusCode).toBe(404);
  });
});
