import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, baseUrl, launch, liveAfterLoads, newPage, visitorHeaders } from './browser';
import { noSideScroll, PHONE, visible } from './kit';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(path);
  return page;
}

/** A page on a touch phone (375 px): touch events reach the page as they do on a real one. */
async function openOnPhone(path: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'tr-TR',
    viewport: PHONE,
    hasTouch: true,
    extraHTTPHeaders: visitorHeaders(),
  });
  const page = liveAfterLoads(await context.newPage());
  await page.goto(path);
  return page;
}

/** A finger moving sideways across `locator` (from 80 % to 20 % of its width for `-1`, the other way for `1`). */
async function swipe(page: Page, locator: Locator, direction: -1 | 1) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const [from, to] = direction < 0 ? [0.8, 0.2] : [0.2, 0.8];
  const at = (f: number) => [{ x: box.x + box.width * f, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * i) / 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('category tree', () => {
  for (const [width, viewport] of [
    ['1280 px', undefined],
    ['375 px', PHONE],
  ] as const) {
    it(`a sector opens and shows its requests, a sub-category keeps its branch open (${width})`, async () => {
      const page = await open('/talepler', viewport);
      const tree = page.getByRole('navigation', { name: 'Kategoriler' });
      const fold = tree.getByRole('button', { name: 'Kategoriler' });
      if (viewport) await fold.click();
      const sector = tree.getByRole('link', { name: 'Metal ve Çelik', exact: true });
      await sector.click();
      await page.waitForURL(/\/talepler-metal-ve-celik$/);
      await visible(page.getByRole('heading', { level: 1, name: 'Metal ve Çelik' }));
      expect(await sector.getAttribute('aria-current')).toBe('page');
      const sub = tree.getByRole('link', { name: 'Sac ve Levha', exact: true });
      await visible(sub);

      await sub.click();
      await page.waitForURL(/\/talepler-sac-ve-levha$/);
      await visible(page.getByRole('heading', { level: 1, name: 'Sac ve Levha' }));
      if (viewport) {
        // on a phone the tree folds away once a category without sub-categories is chosen
        expect(await fold.getAttribute('aria-expanded')).toBe('false');
        await fold.click();
      }
      await visible(sub);
      expect(await sub.getAttribute('aria-current')).toBe('page');
      const chevron = tree.getByRole('button', { name: 'Metal ve Çelik alt kategorileri' });
      expect(await chevron.getAttribute('aria-expanded')).toBe('true');

      // the chevron folds the branch without leaving the page
      await chevron.click();
      await sub.waitFor({ state: 'hidden' });
      expect(await chevron.getAttribute('aria-expanded')).toBe('false');
      expect(new URL(page.url()).pathname).toBe('/talepler-sac-ve-levha');
    });
  }

  it('on the product list a sector leads to its products (375 px)', async () => {
    const page = await open('/urunler', PHONE);
    const tree = page.getByRole('navigation', { name: 'Kategoriler' });
    await tree.getByRole('button', { name: 'Kategoriler' }).click();
    await tree.getByRole('link', { name: 'Metal ve Çelik', exact: true }).click();
    await page.waitForURL(/\/urunler-metal-ve-celik$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Metal ve Çelik' }));
    await visible(tree.getByRole('link', { name: 'Çelik Boru ve Profil', exact: true }));
    await visible(page.locator('main a[href^="/firmaurun-"]').first());
  });
});

describe("a visitor's pages are the server's: lists page by links, links load pages", () => {
  for (const [width, viewport] of [
    ['1280 px', undefined],
    ['375 px', PHONE],
  ] as const) {
    it(`the request list: its next page shows other rows, its rows and the footer's tags lead on (${width})`, async () => {
      const page = await open('/talepler', viewport);
      const main = page.getByRole('main');
      const rows = main.locator('a[href^="/talep-detay-"]');
      const firstOfPage1 = await rows.first().textContent();
      // plain links: each one a page of the server's (a visitor has no app in the browser, DESIGN §9)
      const mark = () => page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const stillHere = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
      await mark();

      await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click();
      await page.waitForURL(/\/talepler\?sayfa=2$/);
      await expect.poll(() => rows.first().textContent()).not.toBe(firstOfPage1);
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await stillHere()).toBe(false);
      await mark();

      const row = rows.first();
      const [href, title] = [await row.getAttribute('href'), await row.textContent()];
      await row.click();
      await page.waitForURL(`**${href}`);
      await visible(page.getByRole('heading', { level: 1, name: title ?? '' }));
      expect(await stillHere()).toBe(false);

      // the footer's tags open the product search
      const tag = page.getByRole('navigation', { name: 'Etiketler' }).getByRole('link').first();
      await tag.click();
      await page.waitForURL(/\/urunler/);
      await visible(page.getByRole('heading', { level: 1 }));
    });
  }
});

describe('phone menu', () => {
  it('reaches every section, the visitor buttons and the translate menu at 375 px', async () => {
    const page = await open('/', PHONE);
    const burger = page.getByRole('button', { name: 'Menüyü aç' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Site menüsü' });
    await visible(menu);
    const targets: [string, string][] = [
      ['Ürünler', '/urunler'],
      ['Talepler', '/talepler'],
      ['Talep Oluştur', '/teklif-Olustur'],
      ['Blog', '/blog'],
      ['Duyurular', '/duyuru'],
      ['SSS', '/sss'],
      ['İletişim', '/contact'],
      ['Mobil Uygulama', '/Qr'],
      // login and registration return to the page they were asked on (issue 8 item 10)
      ['Giriş Yap', '/Account-Login?donus=/'],
      ['Ücretsiz Üye Ol', '/Account-Free-Join?donus=/'],
      ['İmalatçı Ol', '/Account-Free-Join?imalatci=1&donus=/'],
    ];
    for (const [name, href] of targets) {
      const link = menu.getByRole('link', { name, exact: true });
      await visible(link);
      expect(await link.getAttribute('href')).toBe(href);
    }
    expect(await axeFindings(page)).toEqual([]);

    const translate = menu.getByRole('button', { name: 'Çeviri' });
    await translate.click();
    const english = page.getByRole('menuitem', { name: 'English' });
    await visible(english);
    expect(await english.getAttribute('href')).toMatch(/^https:\/\/translate\.google\.com\/translate\?sl=tr&tl=en&u=/);
    // a menu of the ARIA pattern: it opens on its first item, the arrows move, Escape closes it back onto its button
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('English');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Deutsch');
    await page.keyboard.press('Escape');
    await english.waitFor({ state: 'detached' });
    expect(await translate.evaluate((el) => el === document.activeElement)).toBe(true);

    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(/\/blog$/);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Menüyü aç' }).getAttribute('aria-expanded')).toBe('false');
    await noSideScroll(page);
  });

  it('at 1280 px the sections are in the header row and there is no burger', async () => {
    const page = await open('/');
    const menu = page.getByRole('navigation', { name: 'Site menüsü' });
    await visible(menu.getByRole('link', { name: 'Talep Oluştur', exact: true }));
    expect(await page.getByRole('button', { name: 'Menüyü aç' }).isVisible()).toBe(false);
    await visible(page.getByRole('button', { name: 'Çeviri' }));
  });
});

describe('searches that find nothing lead on', () => {
  it('Enter in the header search opens the results of the typed text', async () => {
    const page = await open('/');
    const search = page.getByRole('combobox', { name: 'Ürün ara' });
    await search.fill('çelik');
    await visible(page.getByRole('option').first());
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/urunler' && url.searchParams.get('s') === 'çelik');
    expect(new URL(page.url()).searchParams.has('id')).toBe(false);
    await visible(page.getByRole('heading', { level: 1, name: '"çelik" için ürünler' }));
    await visible(page.locator('main a[href^="/firmaurun-"]').first());
    expect(await page.title()).toMatch(/^"çelik" için ürünler \| /);
  });

  it('Enter on a suggestion highlighted with the arrow keys opens that catalog product', async () => {
    const page = await open('/');
    const search = page.getByRole('combobox', { name: 'Ürün ara' });
    await search.fill('çelik');
    await visible(page.getByRole('option').first());
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/urunler' && /^\d+$/.test(url.searchParams.get('id') ?? ''));
  });

  it('a typed text without products invites a request', async () => {
    const page = await open('/');
    const search = page.getByRole('combobox', { name: 'Ürün ara' });
    await search.fill('zzqxw');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('s') === 'zzqxw');
    await visible(page.getByRole('heading', { level: 1, name: '"zzqxw" için ürünler' }));
    await visible(page.locator('main').getByText('Sonuç bulunamadı...'));
    const cta = page.locator('main').getByRole('link', { name: 'Talep Oluştur' });
    expect(await cta.getAttribute('href')).toBe('/teklif-Olustur');
  });

  it('a catalog product without products opens the request form with it chosen', async () => {
    // a catalog product no manufacturer lists (the demo has some)
    const page = await newPage(browser);
    const all = (await (await page.request.get('/api/kategoriListAll')).json()) as {
      kt: { katAd: string; ustKat: number | null; id: number };
      urunList: { id: number; urunAd: string; linq: string; katid: number }[];
    }[];
    let empty: { id: number; urunAd: string; linq: string; katid: number } | undefined;
    for (const product of all.flatMap((e) => e.urunList)) {
      const list = await (await page.request.get(`/api/urunListesi?s=${product.linq}&idsi=${product.id}`)).json();
      if (list.toplam === 0) {
        empty = product;
        break;
      }
    }
    if (!empty) throw new Error('every catalog product of the demo has products');
    const category = all.find((e) => e.kt.id === empty.katid);
    const sector = category?.kt.ustKat ? all.find((e) => e.kt.id === category.kt.ustKat) : category;

    await page.goto(`/urunler?s=${empty.linq}&id=${empty.id}`);
    await visible(page.getByRole('heading', { level: 1, name: empty.urunAd }));
    await visible(page.locator('main').getByText('Sonuç bulunamadı...'));
    await page.locator('main').getByRole('link', { name: 'Talep Oluştur' }).click();
    await page.waitForURL(/\/teklif-Olustur$/);
    const product = page.getByRole('combobox', { name: 'Ürün', exact: true });
    await expect.poll(() => product.inputValue()).toBe(empty.urunAd);
    expect(await page.getByRole('combobox', { name: 'Sektör' }).inputValue()).toBe(sector?.kt.katAd);
    expect(await page.getByLabel('Miktar').inputValue()).toBe('');
  });

  it('a footer tag opens its product search', async () => {
    const page = await open('/');
    const tags = page.getByRole('navigation', { name: 'Etiketler' });
    const tag = tags.getByRole('link').first();
    const name = (await tag.innerText()).trim();
    expect(await tag.getAttribute('href')).toBe(`/urunler?${new URLSearchParams({ s: name })}`);
    await tag.click();
    await visible(page.getByRole('heading', { level: 1, name: `"${name}" için ürünler` }));
  });
});

describe('keyboard and touch', () => {
  it("'İçeriğe geç' is the first stop of the keyboard and moves the focus to the page's content", async () => {
    const page = await open('/');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'İçeriğe geç' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await visible(skip);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // the next Tab goes on inside the content, not back to the header
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('the home slider turns by swipe at 375 px, with visible arrows, 24 px dots and its title as text', async () => {
    const page = await openOnPhone('/');
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the test turns the slides
    const slider = page.getByRole('region', { name: 'Öne çıkanlar' });
    await visible(slider);
    const slides = (await (await page.request.get('/api/slideList')).json()) as { baslik: string }[];
    expect(slides.length).toBeGreaterThan(1);
    const current = slider.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await visible(current.getByText(slides[0].baslik, { exact: true }));

    for (const name of ['Önceki slayt', 'Sonraki slayt']) await visible(slider.getByRole('button', { name }));
    for (let i = 1; i <= slides.length; i++) {
      const box = await slider.getByRole('button', { name: `Slayt ${i}`, exact: true }).boundingBox();
      expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }

    // the first swipe wakes the island, which does the swipe again once it is live (loading it may take seconds); a
    // swipe the island came alive in the middle of is lost, as a visitor's would be, and is swiped again
    await swipe(page, current, -1);
    await page.locator('[data-island="slider"][data-live]').waitFor({ state: 'attached' });
    const second = slider.getByRole('button', { name: 'Slayt 2', exact: true });
    const turned = await expect
      .poll(() => second.getAttribute('aria-current'), { timeout: 1_000 })
      .toBe('true')
      .then(
        () => true,
        () => false,
      );
    if (!turned) await swipe(page, current, -1);
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    await visible(current.getByText(slides[1].baslik, { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/'); // the swipe did not open the slide's link
    await swipe(page, current, 1);
    await expect
      .poll(() => slider.getByRole('button', { name: 'Slayt 1', exact: true }).getAttribute('aria-current'))
      .toBe('true');
  });

  it('the gallery modal turns its images with the arrow keys', async () => {
    const page = await newPage(browser);
    const list = (await (await page.request.get('/api/urunListesi')).json()) as {
      liste: { id: number; link: string }[];
    };
    let target: { id: number; link: string; urunAd: string } | undefined;
    for (const card of list.liste) {
      const detail = await (await page.request.get(`/api/firmaurundetay-${card.id}`)).json();
      if (detail.gorselList.length > 1) {
        target = { ...card, urunAd: detail.urun.urunAd };
        break;
      }
    }
    if (!target) throw new Error('no demo product with two images');
    await page.goto(`/firmaurun-${target.link}-${target.id}`);
    await page.getByRole('button', { name: `${target.urunAd} – görseli büyüt` }).click();
    const dialog = page.getByRole('dialog');
    const large = (n: number) => dialog.getByRole('img', { name: `${target.urunAd} – görsel ${n}` });
    await visible(large(1));
    await page.keyboard.press('ArrowRight');
    await visible(large(2));
    await page.keyboard.press('ArrowLeft');
    await visible(large(1));
    await page.keyboard.press('ArrowLeft'); // round to the last one
    await visible(dialog.getByText(/^(\d+) \/ \1$/));
  });

  it("the home page's sectors show no number beside their request links", async () => {
    const page = await open('/');
    const sectors = page.getByRole('region', { name: 'Sektörler' });
    const links = sectors.locator('a[href^="/talepler-"]');
    await visible(links.first());
    for (const text of await links.allInnerTexts()) expect(text).not.toMatch(/\d/);
  });
});

describe('accessibility scan (axe)', () => {
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/', (page) => visible(page.getByRole('region', { name: 'Sektörler' }))],
    ['/talepler', (page) => visible(page.locator('main article').first())],
    ['/Account-Login', (page) => visible(page.getByRole('button', { name: 'Giriş Yap', exact: true }))],
    ['/Account-Free-Join', (page) => visible(page.getByRole('button').last())],
  ];
  for (const [path, ready] of pages) {
    it(`${path} has no serious or critical finding`, async () => {
      const page = await open(path);
      await ready(page);
      expect(await axeFindings(page)).toEqual([]);
    });
  }

  it('a request detail has no serious or critical finding', async () => {
    const list = await open('/talepler');
    const href = await list.locator('main a[href^="/talep-detay-"]').first().getAttribute('href');
    const page = await open(href ?? '/talep-detay-1');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await axeFindings(page)).toEqual([]);
  });
});

describe('API reference', () => {
  it('/docs renders every group under the site’s Content Security Policy', async () => {
    const page = await newPage(browser);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto('/docs');
    for (const group of ['Herkese açık · Hesap', 'Üye · Talepler', 'Yönetim · Paketler'])
      await visible(page.getByRole('heading', { name: group }).first());
    await page.getByRole('heading', { name: 'Herkese açık · Hesap' }).first().click();
    await visible(page.getByText('/api/login', { exact: true }).first());
    expect(refused).toEqual([]);
  });
});
