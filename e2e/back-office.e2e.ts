// Journeys of the back-office's moderation: the dashboard, every request (paged, searched), a member's requests
// (reject with a reason, approve), a rating's status, the request list on a phone, and a package definition's rules.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { adminLogin, PHONE } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Turkish-folded, for comparing what a search found with what was typed (DESIGN §7: /i does not fold 'İ'). */
const fold = (text: string) => text.toLocaleLowerCase('tr-TR');

/** The body rows of a table named `name` (its accessible name). */
const rowsOf = (page: Page, name: string) => page.getByRole('table', { name, exact: true }).locator('tbody tr');

describe('back-office moderation', () => {
  it('the dashboard shows the counters and the four tables of pending work', async () => {
    const page = await adminLogin(browser);
    await page.getByRole('heading', { name: 'Anasayfa' }).waitFor();
    const counters = page.getByRole('region', { name: 'Sayılar' });
    for (const label of ['Toplam Firma', 'Üyeler', 'Ürünler', 'Talepler']) await counters.getByText(label).waitFor();
    await expect.poll(() => counters.getByText(/^\d[\d.]*$/).count()).toBe(4);
    await counters.getByRole('button', { name: 'Yenile' }).click();
    await expect.poll(() => counters.getByText(/^\d[\d.]*$/).count()).toBe(4);

    for (const table of ['Paket başvuruları', 'Onay bekleyen talepler', 'Destek talepleri', 'Onay bekleyen yorumlar'])
      await expect.poll(() => rowsOf(page, table).getByRole('link').count(), { message: table }).toBeGreaterThan(0);
  });

  it('the request list pages with ?sayfa=, and its search runs from 4 characters on', async () => {
    const page = await adminLogin(browser);
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Talepler', exact: true })
      .click();
    await page.waitForURL('**/adminimt/TalepListesi');
    const rows = rowsOf(page, 'Talepler');
    await expect.poll(() => rows.count()).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Sayfalar' });
    expect(await pager.getByRole('link', { name: 'Önceki sayfa' }).count()).toBe(0);

    await pager.getByRole('link', { name: 'Sayfa 2' }).click();
    await page.waitForURL('**/adminimt/TalepListesi?sayfa=2');
    await expect.poll(() => pager.getByRole('link', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('link', { name: 'Önceki sayfa' }).waitFor();
    await pager.getByRole('link', { name: 'Sonraki sayfa' }).waitFor();
    // up to 3 pages after the current one: 2 → 5
    await pager.getByRole('link', { name: 'Sayfa 5' }).waitFor();
    expect(await pager.getByRole('link', { name: 'Sayfa 6' }).count()).toBe(0);

    // the product of a row on page 2, searched by its name
    const product = (await rows.first().locator('td').nth(1).locator('p').first().innerText()).trim();
    const search = page.getByRole('searchbox', { name: 'Talep ara' });
    await search.fill(product.slice(0, 3));
    await page.getByText('En az 4 harf yazın.').waitFor();
    expect(await pager.count()).toBe(1); // three letters do not search
    await search.fill(product);
    await expect.poll(() => pager.count()).toBe(0);
    await expect
      .poll(async () => {
        const names = await rows.locator('td:nth-child(2)').allInnerTexts();
        return names.length > 0 && names.every((n) => fold(n).includes(fold(product)));
      })
      .toBe(true);

    // emptied, the pages come back
    await search.fill('');
    await pager.getByRole('link', { name: 'Sayfa 2' }).waitFor();
    await expect.poll(() => rows.count()).toBe(20);
  });

  it("the admin opens a member's requests from a pending one, rejects one with a reason and approves another", async () => {
    const page = await adminLogin(browser);
    const details = rowsOf(page, 'Onay bekleyen talepler').getByRole('link', { name: /^Detay/ });
    await expect.poll(() => details.count()).toBeGreaterThan(0);
    const hrefs = await details.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // each row's 'Detay' is that request on its own page (issue 35), whose link leads to the member's others
    expect(hrefs.every((href) => /\/adminimt\/uye-talepler-\d+\?talep=\d+$/.test(href))).toBe(true);

    // a member with a pending request and another one not approved (a second pending one, or a rejected one)
    const cards = page.getByRole('article');
    const notApproved = cards.filter({ has: page.getByRole('button', { name: 'Onayla', disabled: false }) });
    let found = false;
    for (const [i, href] of hrefs.entries()) {
      if (i === 0) {
        await details.first().click();
        await page.waitForURL(`**${href}`);
        await page.getByRole('heading', { name: 'Talep Detayı' }).waitFor();
        await page.getByRole('link', { name: 'Üyenin Tüm Talepleri' }).click();
      } else await page.goto(href.replace(/\?talep=\d+$/, ''));
      await page.waitForURL(`**${href.replace(/\?talep=\d+$/, '')}`);
      await page.getByRole('heading', { name: 'Üye Talepleri' }).waitFor();
      await cards.first().waitFor();
      if ((await notApproved.count()) >= 2) {
        found = true;
        break;
      }
    }
    expect(found, 'a member with two requests that are not approved').toBe(true);

    const pending = cards.filter({ hasText: 'Onay Bekliyor' }).first();
    const pendingName = (await pending.getAttribute('aria-label')) ?? '';
    const rejected = page.getByRole('article', { name: pendingName, exact: true });

    // reject: the reason is required
    await rejected.getByRole('button', { name: 'Reddet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await dialog.getByText('Reddetme sebebini yazın.').waitFor();
    await dialog.getByLabel('Reddetme sebebi').fill('Ürün tanımı eksik, lütfen ölçüleri ekleyin.');
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await page.getByText('Güncellendi.').first().waitFor();
    await rejected.getByText('Red Edildi').waitFor();
    await rejected.getByText('Ürün tanımı eksik, lütfen ölçüleri ekleyin.').waitFor();

    // approve another
    const approvedName = await notApproved.evaluateAll(
      (all, skip) => all.map((a) => a.getAttribute('aria-label')).find((n) => n !== skip),
      pendingName,
    );
    expect(approvedName).toBeTruthy();
    const approved = page.getByRole('article', { name: approvedName ?? '', exact: true });
    await approved.getByRole('button', { name: 'Onayla' }).click();
    await approved.getByText('Onaylandı').waitFor();
    await expect.poll(() => approved.getByRole('button', { name: 'Onayla' }).isDisabled()).toBe(true);

    // the offers of a request unfold under it
    const withOffers = cards.filter({ has: page.getByRole('button', { name: /^Teklifler \([1-9]/ }) }).first();
    if (await withOffers.count()) {
      await withOffers.getByRole('button', { name: /^Teklifler/ }).click();
      await expect.poll(() => withOffers.locator('tbody tr').getByRole('link').count()).toBeGreaterThan(0);
    }
  });

  it("a waiting rating is set active from the dashboard dialog, and shows so in the company's ratings", async () => {
    const page = await adminLogin(browser);
    const ratings = rowsOf(page, 'Onay bekleyen yorumlar');
    const update = ratings.getByRole('button', { name: /^Güncelle: / });
    await expect.poll(() => update.count()).toBeGreaterThan(0);
    const row = ratings.first();
    const name = (await row.getByRole('button', { name: /^Güncelle: / }).getAttribute('aria-label')) ?? '';
    const company = (await row.locator('td').nth(2).getByRole('link').getAttribute('href')) ?? '';
    // the row as the rating's own: its 'Güncelle' name (product, rater) and its comment
    const comment = (await row.locator('td').nth(4).innerText()).trim();
    const sameRating = () =>
      ratings.filter({ has: page.getByRole('button', { name, exact: true }) }).filter({ hasText: comment });
    const namesake = await sameRating().count();
    await row.getByRole('button', { name: /^Güncelle: / }).click();

    const dialog = page.getByRole('dialog', { name: 'Yorum Durumu' });
    expect(await dialog.getByRole('radio', { name: 'Bekliyor' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Aktif' }).check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Güncellendi.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // no longer waiting: it leaves the dashboard's table (which shows the newest ten waiting: another may move up)
    await expect.poll(() => sameRating().count(), { timeout: 10_000 }).toBe(namesake - 1);

    // the rated company's ratings (uye-yorumlar-{id}) show it active
    const memberId = company.match(/uye-detay-(\d+)$/)?.[1];
    expect(memberId).toBeTruthy();
    await page.goto(`/adminimt/uye-yorumlar-${memberId}`);
    await page.getByRole('heading', { name: 'Üye Yorumları' }).waitFor();
    const same = rowsOf(page, 'Üye yorumları').filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect.poll(() => same.count()).toBeGreaterThan(0);
    expect(await same.first().locator('td').nth(6).innerText()).toBe('Aktif');
  });
});

describe('back-office on a phone', () => {
  it('the request list scrolls sideways inside its table, not the page', async () => {
    const page = await adminLogin(browser, PHONE);
    await page.goto('/adminimt/TalepListesi');
    const table = page.getByRole('table', { name: 'Talepler', exact: true });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(20);
    const widths = await table.evaluate((el) => {
      const box = el.parentElement?.parentElement as HTMLElement; // Table.ScrollContainer
      return {
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        inner: box.scrollWidth,
        outer: box.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.inner).toBeGreaterThan(widths.outer);
    const search = page.getByRole('searchbox', { name: 'Talep ara' });
    expect((await search.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click();
    await page.waitForURL('**/adminimt/TalepListesi?sayfa=2');
  });
});

describe('package definitions', () => {
  it("the edit form refuses a title of 2 characters and an empty duration with the spec's messages", async () => {
    const page = await adminLogin(browser);
    await page.goto('/adminimt/koleksiyonlar');
    const first = rowsOf(page, 'Paketler').first();
    await first.waitFor();
    await first.getByRole('button', { name: /^İşlemler: / }).click();
    await page.getByRole('menuitem', { name: 'Detay', exact: true }).click();
    await page.waitForURL(/\/adminimt\/koleksiyondetay-\d+$/);
    const form = page.getByRole('form', { name: 'Paketi güncelle' });
    const title = form.getByRole('textbox', { name: 'Başlık' });
    await title.waitFor();
    const saved = await title.inputValue();
    await title.fill('ab');
    await form.getByRole('textbox', { name: 'Süre (Ay)' }).fill('');
    await form.getByRole('button', { name: 'Güncelle' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).split('\n').filter(Boolean)).toEqual(['Baslik Girin.', 'Sira Numarasi Girin.']);
    // nothing was saved
    await page.reload();
    await expect.poll(() => form.getByRole('textbox', { name: 'Başlık' }).inputValue()).toBe(saved);
  });

  it('reads a price typed with the thousands dot as the administrator means it (issue 47 item 15)', async () => {
    const page = await adminLogin(browser);
    await page.goto('/adminimt/koleksiyonlar');
    const first = rowsOf(page, 'Paketler').first();
    await first.waitFor();
    await first.getByRole('button', { name: /^İşlemler: / }).click();
    await page.getByRole('menuitem', { name: 'Detay', exact: true }).click();
    await page.waitForURL(/\/adminimt\/koleksiyondetay-\d+$/);
    const form = page.getByRole('form', { name: 'Paketi güncelle' });
    const price = form.getByRole('textbox', { name: 'Paket Fiyatı' });
    const discount = form.getByRole('textbox', { name: 'İndirim' });
    // key by key, as a person types (Mantine's number field turned the dot into the decimal mark)
    for (const [field, typed] of [
      [price, '12.500'],
      [discount, '1.000,5'],
    ] as const) {
      await field.fill('');
      await field.pressSequentially(typed);
    }
    await form.getByText('₺11.499,50').waitFor();
    await form.getByRole('button', { name: 'Güncelle' }).click();
    await page.getByText('Güncellendi.').first().waitFor();
    await page.reload();
    await expect.poll(() => form.getByRole('textbox', { name: 'Paket Fiyatı' }).inputValue()).toBe('12.500,00');
    expect(await form.getByRole('textbox', { name: 'İndirim' }).inputValue()).toBe('1.000,50');
  });
});
