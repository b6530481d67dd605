// Journeys of the public site (issue 3) against the demo data: what a visitor sees, in Chromium.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from './browser';
import { api, BUYER, memberSession, noSideScroll, PASSWORD, PHONE, visible } from './kit';

/** A masked company name: every word its first letter and stars ('A* D**** Ç****'). */
const MASKED = /^[A-ZÇĞİÖŞÜ0-9]\*+(?: [A-ZÇĞİÖŞÜ0-9]\**)*$/;
const CATEGORY_NOT_FOUND = 'Aradığınız kategori bulunamadı. Destek talebi oluşturarak bize bildirebilirsiniz.';

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

/** A new page, with the errors it logs and the scripts it requests. */
async function watchedPage() {
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { page, errors, scripts };
}

const texts = async (locator: Locator) => (await locator.allInnerTexts()).map((t) => t.trim());

describe('public site', () => {
  it('home → a sector → a request whose company is masked, with a login call to action', async () => {
    const page = await open('/');
    await visible(page.getByRole('heading', { level: 1 }));
    const sectors = page.getByRole('region', { name: 'Sektörler' });
    await sectors.getByRole('link', { name: /Metal ve Çelik/ }).click();
    await page.waitForURL(/\/talepler-metal-ve-celik$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Metal ve Çelik' }));
    expect(await page.title()).toMatch(/^Metal ve Çelik Talepleri \| /);

    const firstRequest = page.locator('main article').first().getByRole('link').first();
    const requestName = (await firstRequest.innerText()).trim();
    await firstRequest.click();
    await page.waitForURL(/\/talep-detay-\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: requestName }));
    const company = page.getByText(MASKED).first();
    await visible(company);
    expect((await company.innerText()).trim()).toMatch(MASKED);
    // the login and the registration come back to this request (issue 8)
    const here = new URL(page.url()).pathname;
    const login = page.getByRole('link', { name: 'Teklif vermek için giriş yapın' });
    expect(await login.getAttribute('href')).toBe(`/Account-Login?donus=${here}`);
    expect(await page.locator('main').getByRole('link', { name: 'Ücretsiz Üye Ol' }).getAttribute('href')).toBe(
      `/Account-Free-Join?donus=${here}`,
    );
    // a visitor never sees the creation date
    expect(await page.getByText('Oluşturulma Tarihi').count()).toBe(0);
  });

  it('a missing request says so', async () => {
    const page = await open('/talep-detay-999999');
    await visible(page.getByText('Aradığınız talep bulunamadı.'));
  });

  it("product search: 'çelik' and 'ÇELİK' suggest the same products; one opens its results", async () => {
    const page = await newPage(browser);
    // Time runs as usual; the test moves the clock past the box's debounce (250 ms) instead of sleeping through it.
    await page.clock.install();
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Ürün ara' });
    const options = page.getByRole('option');
    const firstSearch = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/v2/search/suggestions',
    );

    await search.fill('çe');
    // the box is live before the next text replaces this one (what is typed while it comes alive is kept: forms.e2e)
    await page.locator('[data-island="search"][data-live]').first().waitFor({ state: 'attached' });
    await page.clock.runFor(1000);
    expect(await options.count()).toBe(0); // nothing under 3 characters

    await search.fill('çelik');
    // the first search that went out is the one for 'çelik': none for 'çe', although its debounce ran out
    expect(new URL((await firstSearch).url()).searchParams.get('s')).toBe('çelik');
    await visible(options.first());
    const lower = await texts(options);
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.length).toBeLessThanOrEqual(10);

    await search.fill('');
    await options.first().waitFor({ state: 'detached' });
    await search.fill('ÇELİK');
    await visible(options.first());
    expect(await texts(options)).toEqual(lower);

    await page.getByRole('option', { name: 'Çelik Hasır', exact: true }).click();
    await page.waitForURL(/\/urunler\?s=celik-hasir&id=\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Çelik Hasır' }));
    await visible(page.getByText(/Arama sonuçları/));
    await visible(page.locator('main a[href^="/firmaurun-"]').first());
  });

  it('the category search narrows the tree, finds catalog products on the server, and hints at a support ticket when nothing matches', async () => {
    const page = await open('/urunler');
    const box = page.getByRole('searchbox', { name: 'Kategori ara' });
    const tree = page.getByRole('navigation', { name: 'Kategoriler' });
    await box.fill('SAC VE');
    await visible(tree.getByRole('link', { name: 'Sac ve Levha' }));
    expect(await tree.getByRole('link', { name: 'Tekstil' }).count()).toBe(0);
    // no category is called so, but a catalog product is (GET /api/urunAra): no hint, a link to its products
    await box.fill('DİKENLİ');
    const product = tree.getByRole('link', { name: 'Dikenli Tel' });
    await visible(product);
    expect(await page.getByText(CATEGORY_NOT_FOUND).count()).toBe(0);
    await product.click();
    await page.waitForURL(/\/urunler\?s=dikenli-tel&id=\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Dikenli Tel' }));
    await box.fill('zzqx');
    await visible(page.getByText(CATEGORY_NOT_FOUND));
    // a visitor logs in first, then lands on the new ticket with the search filled in
    const href = (await page.getByRole('link', { name: 'Destek Talebi Oluştur' }).getAttribute('href')) ?? '';
    const target = new URL(new URLSearchParams(href.split('?')[1]).get('donus') ?? '', 'http://site.invalid');
    expect(href.startsWith('/Account-Login?donus=')).toBe(true);
    expect(target.pathname).toBe('/destek-yeni-talep');
    expect(target.searchParams.get('konu')).toBe('Kategori önerisi: zzqx');
  });

  it('the contact form shows all validation messages in one alert, then sends', async () => {
    const page = await open('/contact');
    const form = page.getByRole('form', { name: 'İletişim formu' });
    await form.getByRole('button', { name: 'Gönder' }).click();
    const alert = form.getByRole('alert');
    await visible(alert);
    const text = await alert.innerText();
    for (const message of ['Adınızı Girin.', 'Geçersiz Email.', 'Telefon Numaranızı Girin.', 'Mesajınızı Girin.']) {
      expect(text).toContain(message);
    }

    await form.getByLabel('Ad Soyad').fill('Deneme Kullanıcı');
    await form.getByLabel('E-posta', { exact: true }).fill('deneme@ornek.com.tr');
    await form.getByLabel('Telefon').fill('0532 123 45 67');
    await form.getByLabel('Mesaj').fill('Firmanızın ürünleri hakkında bilgi almak istiyorum.');
    await form.getByRole('button', { name: 'Gönder' }).click();
    await visible(form.getByText('Mailiniz İletildi.'));
  });

  it('newsletter sign-up in the footer', async () => {
    const page = await open('/');
    const form = page.getByRole('form', { name: 'E-Bülten' });
    const email = form.getByLabel('Bülten e-posta adresi');
    await email.fill('yanlis');
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await visible(form.getByText('Geçersiz Email.'));
    await email.fill(`bulten-${Date.now()}@ornek.com.tr`);
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await visible(form.getByText('Kaydınız yapıldı.'));
  });

  it("blog: to page 2 and back with 'ilk'", async () => {
    const page = await open('/blog');
    const pager = page.getByRole('navigation', { name: 'Sayfalar' });
    await visible(pager);
    expect(await pager.getByRole('link', { name: 'ilk' }).count()).toBe(0);
    const firstOnPage1 = await page.locator('main article').first().innerText();
    expect(await page.locator('main article').count()).toBe(9);

    await pager.getByRole('link', { name: 'Sayfa 2' }).click();
    await page.waitForURL(/\/blog-2$/);
    await visible(pager.getByRole('link', { name: 'ilk' }));
    expect(await pager.getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('main article').first().innerText()).not.toBe(firstOnPage1);
    expect(await page.title()).toMatch(/^Blog – Sayfa 2 \| /);

    await pager.getByRole('link', { name: 'ilk' }).click();
    await page.waitForURL(/\/blog$/);
    await expect.poll(() => page.locator('main article').first().innerText()).toBe(firstOnPage1);
    expect(await pager.getByRole('link', { name: 'Sayfa 1' }).getAttribute('aria-current')).toBe('page');

    // a post's detail, under the Blog breadcrumb
    await page.locator('main article').first().getByRole('link').last().click();
    await page.waitForURL(/\/blog-[a-z0-9-]+$/);
    await visible(page.getByRole('main').getByRole('link', { name: 'Blog', exact: true }));
  });

  it('a visitor request draft survives the login and fills the create-request form', async () => {
    const page = await open('/teklif-Olustur');
    await visible(page.getByText('Lütfen miktar (en az 10), tip ve detay bilgisi girin.'));
    expect(await page.getByRole('button', { name: 'İleri' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Sektör' }).click();
    await page.getByRole('option', { name: 'Metal ve Çelik' }).click();
    await page.getByRole('combobox', { name: 'Kategori' }).click();
    await page.getByRole('option', { name: 'Çelik Boru ve Profil' }).click();
    await page.getByRole('combobox', { name: 'Ürün', exact: true }).click();
    const product = page.getByRole('option').first();
    const productName = (await product.innerText()).trim();
    await product.click();

    await page.getByLabel('Miktar').fill('9');
    await page.getByLabel('Detay').fill('Paslanmaz, 2 mm et kalınlığı, 6 m boy.');
    expect(await page.getByRole('button', { name: 'İleri' }).count()).toBe(0); // under 10
    await page.getByLabel('Miktar').fill('150');
    await page.getByRole('combobox', { name: 'Tip' }).click();
    await page.getByRole('option', { name: 'Metre' }).click();
    await page.getByRole('button', { name: 'İleri' }).click();

    await page.waitForURL(/\/Account-Login$/);
    // a page reached by a click, not by goto: wait for the app's mark as goto does (liveAfterLoads), so that the
    // login's typing and click are not spent on HTML that does not answer yet (the first journey of a cold server)
    await page.waitForSelector('html[data-live]', { state: 'attached', timeout: 15_000 }).catch(() => null);
    const draft = JSON.parse(
      ((await page.evaluate("localStorage.getItem('tedarik.talepTaslak')")) as string | null) ?? 'null',
    );
    expect(draft).toMatchObject({ urunAd: productName, adet: 150, tip: 'Metre' });
    await page.getByLabel('E-posta', { exact: true }).fill(BUYER);
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();

    await page.waitForURL(/\/account-d-detay-taleplerim-olustur$/);
    await visible(page.getByRole('heading', { name: 'Talep Oluştur' }));
    const productBox = page.getByRole('combobox', { name: 'Ürün', exact: true });
    await expect.poll(() => productBox.inputValue()).toBe(productName);
    expect(await page.getByLabel('Miktar').inputValue()).toBe('150');
    expect(await page.getByRole('combobox', { name: 'Tip' }).inputValue()).toBe('Metre');
    expect(await page.getByLabel('Detay').inputValue()).toBe('Paslanmaz, 2 mm et kalınlığı, 6 m boy.');
    // the request is sent from here (e2e/trade-cycle.e2e.ts)
    expect(await page.getByRole('button', { name: 'Talep Oluştur' }).isDisabled()).toBe(false);
  });

  it("a company's page opens a product and its image gallery", async () => {
    // a product with images (other journeys add some without), reached through its company's page
    const list = await api<{ liste: { id: number; link: string; gorsel: string | null; firma: { id: number } }[] }>(
      '/api/urunListesi',
    );
    const illustrated = list.liste.find((p) => p.gorsel);
    expect(illustrated).toBeTruthy();
    const page = await open('/urunler');
    const companyLink = page.locator(`main a[href^="/firma-"][href$="-${illustrated?.firma.id}"]`).first();
    const companyName = (await companyLink.innerText()).trim();
    await companyLink.click();
    await page.waitForURL(/\/firma-.+-\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: companyName }));

    const productLink = page
      .locator(`main a[href="/firmaurun-${illustrated?.link}-${illustrated?.id}"]:not([aria-hidden])`)
      .first();
    const productName = (await productLink.innerText()).trim();
    await productLink.click();
    await page.waitForURL(/\/firmaurun-.+-\d+$/);
    await visible(page.getByRole('heading', { level: 1, name: productName }));
    expect(await page.locator('main').getByRole('link', { name: companyName }).first().getAttribute('href')).toMatch(
      /^\/firma-.+-\d+$/,
    );

    await page.getByRole('button', { name: `${productName} – görseli büyüt` }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    const large = (n: number) => dialog.getByRole('img', { name: `${productName} – görsel ${n}` });
    await visible(large(1));
    const next = dialog.getByRole('button', { name: 'Sonraki görsel' });
    if (await next.count()) {
      await visible(dialog.getByText(/^1 \/ \d+$/));
      await next.click();
      await visible(large(2));
      await visible(dialog.getByText(/^2 \/ \d+$/));
      await dialog.getByRole('button', { name: 'Önceki görsel' }).click();
      await visible(large(1));
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('at 375 px the home page renders with the mobile footer', async () => {
    const page = await open('/', PHONE);
    await visible(page.getByRole('heading', { level: 1 }));
    await visible(page.getByRole('region', { name: 'Öne çıkanlar' }));
    const footer = page.getByRole('navigation', { name: 'Mobil menü' });
    await visible(footer);
    for (const label of ['Ana Sayfa', 'Ürünler', 'Talepler', 'İletişim', 'Giriş Yap']) {
      await visible(footer.getByRole('link', { name: label }));
    }
    await noSideScroll(page);
    expect(await page.title()).toMatch(/^Ana Sayfa \| /);
  });

  it('public pages arrive with their content in the HTML, for a browser without JavaScript and a search engine', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, locale: 'tr-TR' });
    const page = await context.newPage();
    const list = await page.goto('/talepler');
    await visible(page.getByRole('heading', { level: 1, name: 'Talepler' }));
    // the sidebar's categories are in the page, without the catalog products of GET /api/kategoriListAll (10 MB at
    // the size)
    await visible(page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link', { name: 'Metal ve Çelik' }));
    expect(await list?.text()).not.toContain('"urunList"');
    const first = page.locator('main article').first().getByRole('link').first();
    const name = (await first.innerText()).trim();
    await page.goto((await first.getAttribute('href')) ?? '');
    await visible(page.getByRole('heading', { level: 1, name }));
    expect((await page.getByText(MASKED).first().innerText()).trim()).toMatch(MASKED);
    await page.goto('/');
    await visible(page.getByRole('region', { name: 'Sektörler' }).getByRole('link', { name: /Metal ve Çelik/ }));
    // a path the site does not have: its page, with the status that tells a search engine so
    const missing = await page.goto('/boyle-bir-sayfa-yok');
    expect(missing?.status()).toBe(404);
    await visible(page.getByText('Sayfa bulunamadı.'));
    // hostile paths get a refusal or a page, never a server error
    for (const path of [
      '/talepler-%E0%A4%A',
      '/talepler-%00',
      `/talepler-${'a'.repeat(6000)}`,
      '//evil.com/x',
      '/urunler?sayfa=-5',
    ])
      expect((await page.request.get(`${baseUrl}${path}`)).status()).toBeLessThan(500);
    // a member's page is built in the browser, which holds the session
    await page.goto('/account-d-detay-taleplerim');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await context.close();
  });

  it("the first paint's style sheet styles every Mantine part of the server's pages; the app brings the rest", async () => {
    const get = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
    const locs = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    const parts = locs(await get('/sitemap.xml')).filter((p) => /-1\.xml$/.test(p));
    const pages = [
      ...locs(await get('/sitemap-sayfalar.xml')),
      ...(await Promise.all(parts.map(async (p) => locs(await get(p)).slice(0, 3)))).flat(),
      '/talepler?sayfa=2',
      '/urunler?ara=%C3%A7elik',
      '/urunler?ara=yokboyleurun',
      '/boyle-bir-sayfa-yok',
      '/talep-detay-999999',
      // the doors into the member area (decision 0050)
      '/Account-Login',
      '/Account-Free-Join?imalatci=1',
      '/account-ForgotPassword',
    ];
    expect(pages.length).toBeGreaterThan(20);
    const sheets = new Map<string, string>();
    for (const path of pages) {
      const html = await get(path);
      const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs, path).toHaveLength(1);
      const [href] = hrefs;
      if (!sheets.has(href)) sheets.set(href, await get(href));
      const sheet = sheets.get(href) ?? '';
      const unstyled = [...new Set(html.match(/\bm_[0-9a-f]{7,8}\b/g))].filter((c) => !sheet.includes(`.${c}`));
      expect([path, unstyled]).toEqual([path, []]);
    }
    // the first paint waits for a part of Mantine's styles, not the whole (249 KB)
    expect([...sheets.values()][0].length).toBeLessThan(120_000);
    // a page the browser builds has the rest: the rules of a part no rendered page shows (the dropdowns of Mantine's
    // Combobox) are in the page's sheets once the app runs
    const combobox = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles/Combobox.css'), 'utf8');
    const rule = `.${/\.(m_[0-9a-f]+)/.exec(combobox)?.[1]}`;
    expect([...sheets.values()][0]).not.toContain(rule);
    const page = await open('/adminimt/login');
    await page.getByLabel('Kullanıcı Adı').waitFor();
    const styled = (selector: string) =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some((r) => r instanceof CSSStyleRule && r.selectorText.includes(selector)),
      );
    await page.waitForFunction(styled, rule);
  });

  it("a visitor's page is the server's: no app, each island hydrated in place when touched, links load pages", async () => {
    const { page, errors, scripts } = await watchedPage();
    const appChunk = /\/assets\/(start|router|client-router|providers|member-layout)-[^/]+\.js$/;
    // the home page, as every public page: the islands' runtime only
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => appChunk.test(s))).toEqual([]);
    expect(scripts.some((s) => /\/assets\/client-[^/]+\.js$/.test(s))).toBe(false);
    await page.goto('/talepler');
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // before a touch: the islands' runtime only, not React nor the member app (DESIGN §9)
    expect(scripts.filter((s) => appChunk.test(s))).toEqual([]);
    expect(scripts.some((s) => /\/assets\/client-[^/]+\.js$/.test(s))).toBe(false);
    await page.evaluate(() => {
      Object.assign(document.querySelector('input[aria-label="Ürün ara"]') as object, { fromServer: true });
      Object.assign(window, { samePage: true });
    });
    // the header's search comes alive when reached for, on the server's element, with Preact (not React: no React
    // fiber on it, and none of the app's chunks, whose kit holds React DOM)
    const search = page.getByRole('combobox', { name: 'Ürün ara' }).first();
    await search.hover();
    await page.locator('[data-island="search"][data-live]').first().waitFor({ state: 'attached' });
    await search.fill('çelik');
    await visible(page.getByRole('option').first());
    expect(
      await search.evaluate((el) => ({
        fromServer: (el as { fromServer?: boolean }).fromServer,
        react: Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      })),
    ).toEqual({ fromServer: true, react: false });
    // what only shows stays the server's HTML: the list's rows are in no island
    expect(await page.evaluate(() => document.querySelector('main article')?.closest('[data-island]') ?? null)).toBe(
      null,
    );
    expect(scripts.filter((s) => appChunk.test(s) || /\/assets\/kit-[^/]+\.js$/.test(s))).toEqual([]);
    await search.press('Escape');
    // a link is a page load, served from the answer cache
    await page.getByRole('link', { name: 'Ürünler' }).first().click();
    await page.waitForURL(/\/urunler$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Ürünler' }));
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("the visitor's request form is the server's page with an island, alive at once when a draft is stored", async () => {
    const { page, errors, scripts } = await watchedPage();
    const appChunk = /\/assets\/(start|router|client-router|providers)-[^/]+\.js$/;
    const html = await (await page.request.get('/teklif-Olustur')).text();
    expect(html).toContain('data-island="request-draft"');
    expect(html).toContain('Lütfen kategori ve ürün seçin.');
    // without a draft: the server's form until it is touched
    await page.goto('/teklif-Olustur');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => appChunk.test(s) || /\/assets\/client-[^/]+\.js$/.test(s))).toBe(false);

    // a stored draft (a product of the catalogue) shows at once, on the server's form
    const all = (await (await page.request.get('/api/kategoriListAll')).json()) as {
      urunList: { id: number; urunAd: string; katid: number }[];
    }[];
    const product = all.flatMap((e) => e.urunList)[0];
    const draft = { katUrun: product.id, urunAd: product.urunAd, kategori: product.katid, adet: 25, tip: 'Kilo' };
    await page.evaluate(
      (d) => localStorage.setItem('tedarik.talepTaslak', JSON.stringify({ ...d, detay: 'Ölçülü' })),
      draft,
    );
    await page.reload();
    await page.locator('[data-island="request-draft"][data-live]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Ürün', exact: true }).inputValue())
      .toBe(product.urunAd);
    expect(await page.getByLabel('Miktar').inputValue()).toBe('25');
    expect(await page.getByLabel('Detay').inputValue()).toBe('Ölçülü');
    await visible(page.getByRole('button', { name: 'İleri' }));
    expect(scripts.filter((s) => appChunk.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a member's browser builds the public page in the app, whose links stay in the app", async () => {
    const { page, scripts } = await watchedPage();
    const session = JSON.stringify(await memberSession(BUYER));
    await page.context().addInitScript((value) => localStorage.setItem('tedarik.user', value), session);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/assets\/start-[^/]+\.js$/.test(s))).toBe(true);
    // the header's links are the router's in the app (ui/navigation.tsx): a section opens in the same page
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const nav = page.getByRole('navigation', { name: 'Site menüsü' });
    await nav.getByRole('link', { name: 'Talepler', exact: true }).click();
    await page.waitForURL(/\/talepler$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Talepler' }));
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});
