// The Turkish search on the screens (issue 51): the header's suggestions with the matched part marked and a typo's
// 'Bunu mu demek istediniz: …?', the product list's correction and category links, the request list's own search. On
// the demo data, whose pipes ('Dikişli Çelik Boru', 'Galvanizli Boru', 'Paslanmaz Çelik Boru') all have products.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch, newPage } from './browser';
import { api, DESKTOP, MAKER, memberSession, noSideScroll, PHONE, pageAs, visible } from './kit';

const PIPES = ['Dikişli Çelik Boru', 'Galvanizli Boru', 'Paslanmaz Çelik Boru'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The header's search box that shows at this width (the header row's on a desk, the one under it on a phone). */
const headerSearch = (page: Page) => page.getByRole('combobox', { name: 'Ürün ara' });

/** Each suggestion's name and its marked parts. */
const optionsOf = (page: Page) =>
  page.getByRole('option').evaluateAll((options) =>
    options.map((o) => ({
      name: o.textContent,
      marked: Array.from(o.querySelectorAll('mark'), (m) => m.textContent),
    })),
  );

/** A word with the plural suffix its last vowel takes ('rondela' → 'rondelalar', 'valfi' → 'valfiler'). */
const plural = (word: string) => {
  const vowels = word.match(/[aıoueiöü]/g) ?? ['e'];
  return `${word}${'aıou'.includes(vowels[vowels.length - 1]) ? 'lar' : 'ler'}`;
};

describe('the header search', () => {
  for (const [width, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`suggests the pipes for 'borular', each with its match marked (${width})`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto('/');
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/search/suggestions');
      await headerSearch(page).fill('borular');
      expect(new URL((await asked).url()).searchParams.get('s')).toBe('borular');
      await visible(page.getByRole('option', { name: PIPES[0], exact: true }));
      const options = await optionsOf(page);
      for (const pipe of PIPES) expect(options).toContainEqual({ name: pipe, marked: ['Boru'] });
      expect(options.length).toBeLessThanOrEqual(10);
      // a word the text did not match is not marked
      expect(options.flatMap((o) => o.marked)).not.toContain('Çelik');
      await noSideScroll(page);

      // Enter opens the list of the typed text: the pipes' products
      await headerSearch(page).press('Enter');
      await page.waitForURL((url) => url.pathname === '/urunler' && url.searchParams.get('s') === 'borular');
      await visible(page.getByRole('heading', { level: 1, name: '"borular" için ürünler' }));
      await visible(page.locator('main a[href^="/firmaurun-"]').first());
      // no correction for a text that finds something
      expect(await page.getByText('Bunu mu demek istediniz').count()).toBe(0);
    });
  }

  it("offers a typo's correction first, and its row opens the corrected text's products (375 px)", async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/');
    await headerSearch(page).fill('paslanmz');
    const correction = page.getByRole('option', { name: 'Bunu mu demek istediniz: paslanmaz?', exact: true });
    await visible(correction);
    expect(await correction.locator('b').textContent()).toBe('paslanmaz');
    // the corrected text's suggestions under it, marked where the correction matched
    const options = await optionsOf(page);
    expect(options[0].name).toBe('Bunu mu demek istediniz: paslanmaz?');
    expect(options).toContainEqual({ name: 'Paslanmaz Çelik Boru', marked: ['Paslanmaz'] });
    await noSideScroll(page);

    await correction.click();
    await page.waitForURL((url) => url.pathname === '/urunler' && url.searchParams.get('s') === 'paslanmaz');
    await visible(page.getByRole('heading', { level: 1, name: '"paslanmaz" için ürünler' }));
    const cards = page.locator('main a[href^="/firmaurun-"]');
    await visible(cards.first());
    expect(await page.locator('main').textContent()).toContain('Paslanmaz Çelik Boru');
    await noSideScroll(page);
  });
});

describe('the product list of a typed text', () => {
  it("says 'Bunu mu demek istediniz' over a typo's results, and its categories narrow the search (375 px)", async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/');
    await headerSearch(page).fill('paslanmz');
    await headerSearch(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/urunler' && url.searchParams.get('s') === 'paslanmz');
    await visible(page.getByRole('heading', { level: 1, name: '"paslanmz" için ürünler' }));
    // the corrected text's products are listed at once, under the correction's link
    const main = page.locator('main');
    const link = main.getByRole('link', { name: 'paslanmaz', exact: true });
    await visible(link);
    expect(await main.getByText('Bunu mu demek istediniz:').count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('/urunler?s=paslanmaz');
    await visible(main.locator('a[href^="/firmaurun-"]').first());

    // the categories of what was found, with how many: one narrows the search to it, the text kept
    const categories = page.getByRole('navigation', { name: 'Sonuçların kategorileri' });
    const category = categories.getByRole('link', { name: /^Çelik Boru ve Profil \(\d+\)$/ });
    await visible(category);
    const count = Number((await category.textContent())?.match(/\((\d+)\)/)?.[1]);
    await noSideScroll(page);
    expect(await axeFindings(page, 'main')).toEqual([]);
    await category.click();
    await page.waitForURL(
      (url) => url.pathname === '/urunler-celik-boru-ve-profil' && url.searchParams.get('s') === 'paslanmaz',
    );
    await visible(page.getByRole('heading', { level: 1, name: '"paslanmaz" için ürünler' }));
    await visible(page.getByText(`Arama sonuçları: ${count} ürün`));
    // in it: the category shown as the current one, and a way back to all of them
    await visible(categories.getByText(/^Çelik Boru ve Profil \(\d+\)$/));
    expect(await categories.getByText(/^Çelik Boru ve Profil/).getAttribute('aria-current')).toBe('page');
    await categories.getByRole('link', { name: 'Tüm kategoriler' }).click();
    await page.waitForURL((url) => url.pathname === '/urunler' && url.searchParams.get('s') === 'paslanmaz');
  });
});

describe('the request list’s search', () => {
  it('finds a request by a suffixed word, narrows it by category, and invites a request with the text when nothing is found (375 px)', async () => {
    // the last word of a catalog product with open requests, searched in the plural ('Rondela' → 'rondelalar'); a
    // word of letters (a journey before this one may have asked for 'Kollu Pres 12')
    const { liste } = await api<{ liste: { urun: { urunAd: string } }[] }>('/api/imbtalepler');
    const last = liste
      .map((item) => (item.urun.urunAd.split(' ').at(-1) ?? '').toLocaleLowerCase('tr-TR'))
      .find((w) => /^[a-zçğıöşü]{4,}$/.test(w));
    if (!last) throw new Error('no open request of the demo has a word to search');
    const word = plural(last);

    const page = await newPage(browser, PHONE);
    await page.goto('/talepler');
    const field = page.getByRole('searchbox', { name: 'Talep ara' });
    await field.fill(word);
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/talepler' && url.searchParams.get('s') === word);
    await visible(page.getByRole('heading', { level: 1, name: `"${word}" için talepler` }));
    expect(await field.inputValue()).toBe(word);
    const rows = page.locator('main article');
    await visible(rows.first());
    for (const row of await rows.allTextContents()) expect(row.toLocaleLowerCase('tr-TR')).toContain(last);
    await noSideScroll(page);
    expect(await axeFindings(page, 'main')).toEqual([]);

    // its category, with how many, narrows the list to it with the text kept
    const category = page
      .getByRole('navigation', { name: 'Sonuçların kategorileri' })
      .getByRole('link', { name: /\(\d+\)$/ })
      .first();
    // the text kept is the one the results are of: the typed word, or the correction offered where the typed one found
    // nothing (which word the demo's newest request gives depends on the journeys run before this one)
    const offered = page.getByText(/^Bunu mu demek istediniz:/).getByRole('link');
    const kept = (await offered.count()) > 0 ? (await offered.innerText()).trim() : word;
    const target = new URL((await category.getAttribute('href')) ?? '', 'http://site');
    expect([/^\/talepler-.+/.test(target.pathname), target.searchParams.get('s')]).toEqual([true, kept]);
    await category.click();
    // the new page's answer is what counts: its 'load' (every image and script) is not waited for, a wait that once
    // never ended in CI after the page had come (a known Chromium/Playwright race)
    await page.waitForURL((url) => url.pathname === target.pathname && url.searchParams.get('s') === kept, {
      waitUntil: 'commit',
    });
    await visible(rows.first());
    await visible(page.getByText(/^Arama sonuçları: \d+ açık talep$/));

    // a text that finds nothing: the spec's empty text and the invitation to ask for it with a request
    await page.goto('/talepler?s=zzqxw');
    const main = page.locator('main');
    await visible(main.getByText('Sonuç bulunamadı...'));
    await visible(main.getByText('"zzqxw" için talep oluşturun', { exact: false }));
    const invitation = main.getByRole('link', { name: 'Talep Oluştur' });
    expect(await invitation.getAttribute('href')).toBe('/teklif-Olustur');
    // it opens the request form with the text as the detail's start, the catalog product still to be chosen
    await invitation.click();
    await page.waitForURL((url) => url.pathname === '/teklif-Olustur');
    await expect.poll(() => page.getByRole('textbox', { name: 'Detay' }).inputValue()).toBe('zzqxw');
    expect(await page.getByRole('combobox', { name: 'Ürün', exact: true }).inputValue()).toBe('');
    await visible(page.getByText('Lütfen kategori ve ürün seçin.'));
    expect(await page.getByRole('button', { name: 'İleri' }).count()).toBe(0);
  });

  it("searches in the member's app too, without a page load (1280 px)", async () => {
    const page = await pageAs(browser, await memberSession(MAKER));
    await page.goto('/talepler');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const field = page.getByRole('searchbox', { name: 'Talep ara' });
    await field.fill('zzqxw');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/talepler' && url.searchParams.get('s') === 'zzqxw');
    await visible(page.getByRole('heading', { level: 1, name: '"zzqxw" için talepler' }));
    await visible(page.locator('main').getByText('Sonuç bulunamadı...'));
    // a manufacturer does not create requests: no invitation (issue 35)
    expect(await page.locator('main').getByRole('link', { name: 'Talep Oluştur' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});
