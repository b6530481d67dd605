import { latestDay } from '@tedarik/contract/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import {
  adminAuth,
  BUYER,
  dayFromNow,
  MAKER,
  memberLogin,
  moderate,
  noSideScroll,
  PHONE,
  reviewStars,
  visible,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The days a delivery date picker offers: today to the same day 5 years later. */
const window5Years = () => [dayFromNow(0), latestDay(dayFromNow(0))];

describe('a buyer', () => {
  it('at 1280 px creates a request from a draft, sees it await approval, then approved', async () => {
    const page = await memberLogin(browser, BUYER);
    // the contract's messages in one alert
    await page.goto('/account-d-detay-taleplerim-olustur');
    await page.getByRole('button', { name: 'Talep Oluştur', exact: true }).click();
    const alert = page.getByRole('form', { name: 'Talep Oluştur' }).getByRole('alert');
    await visible(alert);
    for (const text of ['Kategori seçin.', 'Ürün seçin.', 'Geçerli bir teslim tarihi seçin', 'Detay bilgisi girin.'])
      expect(await alert.innerText()).toContain(text);

    // a visitor's draft (as /teklif-Olustur leaves it) fills the form, and is cleared once the request is made
    const product = await page.evaluate(async () => {
      const tree = (await (await fetch('/api/kategoriListAll')).json()) as {
        urunList: { id: number; urunAd: string; katid: number }[];
      }[];
      const found = tree.flatMap((entry) => entry.urunList)[0];
      localStorage.setItem(
        'tedarik.talepTaslak',
        JSON.stringify({
          katUrun: found.id,
          urunAd: found.urunAd,
          kategori: found.katid,
          adet: 1200,
          tip: 'Metre',
          detay: 'Sıcak daldırma galvaniz, 6 metre boy, ambalajlı teslim.',
        }),
      );
      return found.urunAd;
    });
    await page.goto('/account-d-detay-taleplerim-olustur');
    await expect.poll(() => page.getByRole('combobox', { name: 'Ürün', exact: true }).inputValue()).toBe(product);
    expect(await page.getByLabel('Miktar').inputValue()).toBe('1.200');
    await page.getByLabel('Malzeme').fill('S235 galvaniz');
    // the picker offers today to 5 years later; a later day typed in gets the server's refusal
    const delivery = page.getByLabel('Teslim Tarihi');
    expect([await delivery.getAttribute('min'), await delivery.getAttribute('max')]).toEqual(window5Years());
    await delivery.fill(dayFromNow(6 * 366));
    await page.getByRole('button', { name: 'Talep Oluştur', exact: true }).click();
    // in the form's alert and beside the field (the v2 refusal's `fields`)
    await visible(page.getByText('Teslim tarihi en fazla 5 yıl sonrası olabilir.').first());
    expect(await page.getByText('Teslim tarihi en fazla 5 yıl sonrası olabilir.').count()).toBe(2);
    await delivery.fill(dayFromNow(30));
    await page.getByRole('button', { name: 'Talep Oluştur', exact: true }).click();

    await page.waitForURL(/\/account-d-detay-taleplerim$/);
    await visible(page.getByText('Talebiniz oluşturuldu.'));
    expect(await page.evaluate(() => localStorage.getItem('tedarik.talepTaslak'))).toBeNull();
    const title = `1.200 Metre ${product}`;
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('link', { name: title }) })
      .first();
    await visible(card);
    // one state per request (issue 47 item 22): a new one waits, and is not said to be published beside it
    await visible(card.getByText('Onay Bekliyor'));
    expect(await card.getByText('Yayında').count()).toBe(0);
    expect(await card.innerText()).toMatch(/Gelen Teklif\s+0 \/ 10 teklif\s+Kararınızı Bekleyen\s+0/);

    const href = (await card.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    const id = Number(href.match(/(\d+)$/)?.[1]);
    await moderate(await adminAuth(), id);
    await page.reload();
    await visible(card.getByText('Yayında'));
    expect(await card.getByText('Onay Bekliyor').count()).toBe(0);

    // the detail: stop and publish again, then finish after the confirmation, which hides the controls
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/account-d-detay-talep-${id}$`));
    await visible(page.getByRole('heading', { name: title }));
    expect(await axeFindings(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Durdur' }).click();
    await visible(page.getByText('Durduruldu'));
    await page.getByRole('button', { name: 'Yayınla' }).click();
    await visible(page.getByText('Yayında'));
    await page.getByRole('button', { name: 'Talebi Sonlandır' }).click();
    const confirm = page.getByRole('dialog');
    await visible(confirm.getByText(`${title} talebi sonlandırılsın mı?`, { exact: false }));
    await confirm.getByRole('button', { name: 'Sonlandır' }).click();
    await visible(page.getByText('Bu talep sonlandırılmıştır.'));
    expect(await page.getByRole('button', { name: 'Talebi Sonlandır' }).count()).toBe(0);
    await page.goto('/account-d-detay-taleplerim?sekme=biten');
    await visible(page.locator('main').getByRole('link', { name: title }).first());
  });

  it('at 375 px reads the lists, accepts an offer, sees the supplier and rates it once', async () => {
    const page = await memberLogin(browser, BUYER, PHONE);
    await page.goto('/account-d-detay-taleplerim');
    const cards = page.locator('main article');
    await visible(cards.first());
    await noSideScroll(page);
    expect(await axeFindings(page, 'main')).toEqual([]);

    // a request with an offer not reviewed yet ('Kararınızı Bekleyen' 1 or more)
    const texts = await cards.allInnerTexts();
    const index = texts.findIndex((text) => /Kararınızı Bekleyen\s+[1-9]/.test(text));
    expect(index, 'a request with offers awaiting review').toBeGreaterThanOrEqual(0);
    await cards.nth(index).getByRole('link').first().click();
    await page.waitForURL(/\/account-d-detay-talep-\d+$/);
    const offers = page.getByRole('region', { name: 'Teklifler' });
    await visible(offers.locator('article').first());
    await noSideScroll(page);

    const accept = offers.getByRole('button', { name: 'Teklifi Kabul Et' }).first();
    await accept.click();
    // the confirmation says what follows (issue 47 item 16)
    const confirm = page.getByRole('dialog', { name: 'Teklifi Kabul Et' });
    await visible(confirm.getByText('Firma bu teklifi artık güncelleyemez.'));
    await confirm.getByRole('button', { name: 'Teklifi Kabul Et' }).click();
    const modal = page.getByRole('dialog', { name: 'Firma Bilgileri' });
    await visible(modal);
    expect(await modal.getByRole('link').first().getAttribute('href')).toMatch(/^\/firma-.+-\d+$/);
    expect(await modal.locator('a[href^="tel:+90"]').count()).toBeGreaterThan(0);
    expect(await modal.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);

    // the contract's rule first, then 4 stars, the sub-scores, 'Satın aldım' and a comment, then read-only
    await modal.getByRole('button', { name: 'Gönder' }).click();
    await visible(modal.getByText('Lütfen 1 ile 5 arasında puan verin.'));
    await reviewStars(modal, { Puan: 4, Fiyat: 4, Kalite: 5, Teslimat: 4, İletişim: 5 });
    await modal.getByRole('radio', { name: 'Satın aldım' }).check();
    await modal.getByLabel('Yorum').fill('Zamanında teslim, iletişim iyi.');
    await modal.getByRole('button', { name: 'Gönder' }).click();
    await visible(modal.getByRole('img', { name: 'Puanınız: 4 / 5' }));
    await visible(modal.getByText('Zamanında teslim, iletişim iyi.'));
    expect(await modal.getByRole('button', { name: 'Gönder' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // the reviewed offer reopens the same modal, read-only
    await offers.getByRole('button', { name: 'Firma Bilgileri' }).first().click();
    await visible(page.getByRole('dialog', { name: 'Firma Bilgileri' }));

    // someone else's request, or none: the spec's text
    await page.goto('/account-d-detay-talep-999999');
    await visible(page.getByText('Aradığınız talep bulunamadı.'));
  });
});

describe('the demo manufacturer', () => {
  it('reads the notifications, which are then cleared', async () => {
    const page = await memberLogin(browser, MAKER);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Bildirimler \(\d+ okunmamış\)$/ });
    await visible(bell);
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Bildirimler' });
    await visible(dropdown.getByRole('tab', { name: /Talepler/ }));
    await visible(dropdown.getByRole('tabpanel').locator('li').first());
    expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
    expect(await dropdown.getByText('Yeni:').count()).toBeGreaterThan(0);
    await dropdown.getByRole('tab', { name: /Uyarılar/ }).click();
    await visible(dropdown.getByRole('tabpanel'));
    await page.keyboard.press('Escape');
    await visible(page.getByRole('banner').getByRole('button', { name: 'Bildirimler', exact: true }));
    // and stays cleared after a reload
    await page.reload();
    await visible(page.getByRole('banner').getByRole('button', { name: 'Bildirimler', exact: true }));
  });

  it('offers on a request of the list, which leaves it; a second offer is refused; the offer is in my offers', async () => {
    const page = await memberLogin(browser, MAKER);
    await visible(page.getByText('Teklif Verilebilecek Talepler').first());
    await page
      .getByRole('navigation', { name: 'Hesap menüsü' })
      .getByRole('link', { name: 'Teklif Verilebilecek Talepler' })
      .click();
    await page.waitForURL(/\/account-d-detay-teklif-ver$/);
    const first = page.locator('main article').first();
    await visible(first);
    const title = (await first.getByRole('link').first().innerText()).trim();
    const href = (await first.getByRole('link').first().getAttribute('href')) ?? '';
    const requestId = Number(href.match(/(\d+)$/)?.[1]);

    await first.getByRole('button', { name: `Teklif Ver: ${title}` }).click();
    const modal = page.getByRole('dialog', { name: 'Teklif Ver' });
    await visible(modal);
    await modal.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(modal.getByText('Geçerli bir tahmini teslim tarihi seçin'));
    const estimate = modal.getByLabel('Tahmini Teslim Tarihi');
    expect([await estimate.getAttribute('min'), await estimate.getAttribute('max')]).toEqual(window5Years());
    await estimate.fill(dayFromNow(6 * 366));
    await modal.getByLabel('Geçerlilik Tarihi').fill(dayFromNow(10)); // the desk's terms (issue 37)
    await modal.getByLabel(/^(Birim )?Fiyat$/).fill('12500,5');
    await modal.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(modal.getByText('Tahmini teslim tarihi en fazla 5 yıl sonrası olabilir.').first());
    await estimate.fill(dayFromNow(20));
    await modal.getByLabel(/^(Birim )?Fiyat$/).fill('12500,5');
    expect(await modal.getByRole('combobox', { name: 'Para Birimi' }).inputValue()).toBe('TL');
    await modal.getByLabel('Açıklama').fill('Fabrika teslim, 20 gün içinde.');
    await modal.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(page.getByText('Teklifiniz oluşturuldu.'));
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator(`main a[href="${href}"]`).count()).toBe(0);

    // the public page of the same request knows the offer: no second 'Teklif Ver', a link to the offer instead
    await page.goto(href);
    await visible(page.getByRole('heading', { level: 1, name: title }));
    await visible(page.getByText('Bu talebe teklif verdiniz.'));
    expect(await page.getByRole('button', { name: `Teklif Ver: ${title}` }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Teklifim' }).getAttribute('href')).toBe(
      `/account-d-detay-teklif-${requestId}`,
    );

    await page.goto('/account-d-detay-tekliflerim');
    const mine = page
      .locator('main article')
      .filter({ has: page.locator(`a[href="/account-d-detay-teklif-${requestId}"]`) });
    await visible(mine.first());
    await visible(mine.first().getByText('Kabul Bekliyor'));
    await mine.first().getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/account-d-detay-teklif-${requestId}$`));
    const offer = page.getByRole('region', { name: 'Teklifim' });
    // the price typed is the unit price: the offer's total is it times the request's quantity (issue 37), which the
    // request's title starts with ('1.200 Adet …'; none: the price is the total)
    const quantity = Number(/^([\d.]+) /.exec(title)?.[1]?.replace(/\./g, '') ?? 1) || 1;
    const total = (1250050 * quantity).toString();
    const shown = `${total.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.')},${total.slice(-2)}`;
    await visible(offer.getByText(new RegExp(`₺\\s?${shown.replace(/\./g, '\\.')}`)).first());
    await visible(offer.getByText('Fabrika teslim, 20 gün içinde.'));
  });

  it('at 375 px the offerable list and my offers fit the screen', async () => {
    const page = await memberLogin(browser, MAKER, PHONE);
    await page.goto('/account-d-detay-teklif-ver');
    await visible(page.locator('main article').first());
    await noSideScroll(page);
    await page.goto('/account-d-detay-tekliflerim');
    await visible(page.locator('main article').first());
    await noSideScroll(page);
  });
});
