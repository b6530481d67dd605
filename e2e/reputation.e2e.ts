// Reputation from real deals (issue 49 item 2): a buyer reviews an accepted offer with the four sub-scores and
// 'Satın aldım' (1280 px) → the administrator lets the review out from the company's ratings, as every rating →
// the company answers it once from 'Değerlendirmeler' (375 px) → a visitor reads the company page, at 375 and 1280 px: the
// figures of the last 12 months ('Genellikle … içinde teklif verir'), the review's text with its sub-scores and the
// company's answer.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch, newPage } from './browser';
import {
  adminAuth,
  adminLogin,
  api,
  BUYER,
  DESKTOP,
  dayFromNow,
  MAKER,
  memberAuth,
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

const COMMENT = `Ölçüler tam, teslimat bir gün gecikti (${Date.now()}).`;
const ANSWER = 'Geri bildiriminiz için teşekkürler; sevkiyat planımızı güncelledik.';

describe('a review, its moderation, the answer and the company page', () => {
  let requestId = 0;
  let companyPath = '';
  let companyId = 0;

  beforeAll(async () => {
    const [maker, buyer, admin] = await Promise.all([memberAuth(MAKER), memberAuth(BUYER), adminAuth()]);
    // a request on a product the manufacturer makes, approved (the manufacturer told), offered on and accepted
    const [own] = await api<{ urunD: { id: number } }[]>('/api/uyeurunlerim', { auth: maker });
    const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const category = tree.flatMap((c) => c.urunList).find((p) => p.id === own.urunD.id)?.katid;
    ({ id: requestId } = await api<{ id: number }>('/api/talepOlustur', {
      auth: buyer,
      body: { ktt: category, urun: own.urunD.id, adet: 60, tip: 'Adet', tarih: dayFromNow(30), detay: 'İtibar.' },
    }));
    await moderate(admin, requestId);
    await api(`/api/genelteklifolustur-${requestId}`, {
      auth: maker,
      form: true,
      body: { tarih: dayFromNow(20), detay: 'Fabrika teslim.', fiyat: '1200', parabirimi: 'TL' },
    });
    const detail = await api<{ cevaplar: { id: number }[] }>(`/api/talepDetay-${requestId}`, { auth: buyer });
    await api(`/api/talepDetayislemKabul-${detail.cevaplar[0].id}`, { auth: buyer });
    // the accepted offer names its company and the page's link
    const accepted = await api<{ cevaplar: { firma: { firma: number; firmalinq: string } | null }[] }>(
      `/api/talepDetay-${requestId}`,
      { auth: buyer },
    );
    const supplier = accepted.cevaplar[0].firma;
    expect(supplier).not.toBeNull();
    companyPath = `/firma-${supplier?.firmalinq}-${supplier?.firma}`;
    companyId = supplier?.firma ?? 0;
  });

  it('at 1280 px the buyer reviews the accepted offer with sub-scores and "Satın aldım", once', async () => {
    const page = await memberLogin(browser, BUYER, DESKTOP);
    await page.goto(`/account-d-detay-talep-${requestId}`);
    const offers = page.getByRole('region', { name: 'Teklifler' });
    const modal = page.getByRole('dialog', { name: 'Firma Bilgileri' });
    // opened once the page is live (a click before that is lost)
    await expect
      .poll(
        async () => {
          if (!(await modal.isVisible())) await offers.getByRole('button', { name: 'Firma Bilgileri' }).first().click();
          return modal.getByRole('button', { name: 'Gönder' }).isVisible();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    // the overall stars alone are not enough: each sub-score is asked
    await reviewStars(modal, { Puan: 4 });
    await modal.getByRole('button', { name: 'Gönder' }).click();
    await visible(modal.getByText('Fiyat için 1 ile 5 arasında puan verin.').first());
    await reviewStars(modal, { Fiyat: 3, Kalite: 5, Teslimat: 3, İletişim: 5 });
    await modal.getByRole('radio', { name: 'Satın aldım' }).check();
    await modal.getByLabel('Yorum').fill(COMMENT);
    expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
    await modal.getByRole('button', { name: 'Gönder' }).click();
    await visible(modal.getByRole('img', { name: 'Puanınız: 4 / 5' }));
    expect(await modal.getByRole('button', { name: 'Gönder' }).count()).toBe(0);
  });

  it('the administrator lets it out from the company’s ratings, as every rating', async () => {
    const page = await adminLogin(browser);
    // the company's own ratings page: the dashboard shows only the ten waiting longest, whatever else waits
    await page.goto(`/adminimt/uye-yorumlar-${companyId}`);
    const row = page.locator('tbody tr').filter({ hasText: COMMENT }).first();
    await visible(row);
    await row.getByRole('button', { name: /^Güncelle: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Yorum Durumu' });
    await dialog.getByRole('radio', { name: 'Aktif' }).check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Güncellendi.').first().waitFor();
  });

  it('at 375 px the company answers it once, its contact details hidden', async () => {
    const page = await memberLogin(browser, MAKER, PHONE);
    await page.goto('/hesabim/degerlendirmeler');
    const review = page.locator('article').filter({ hasText: COMMENT });
    await visible(review);
    await visible(review.getByText('Satın aldı', { exact: true }));
    await review.getByLabel('Firma Yanıtı').fill(`${ANSWER} Bize 0532 123 45 67 numarasından ulaşın.`);
    await review.getByRole('button', { name: 'Yanıtla' }).click();
    await visible(review.getByText(`${ANSWER} Bize [gizlendi] numarasından ulaşın.`));
    // answered: no second form
    await expect.poll(() => review.getByRole('button', { name: 'Yanıtla' }).count()).toBe(0);
    await noSideScroll(page);
    expect(await axeFindings(page, 'main')).toEqual([]);
  });

  for (const [width, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const)
    it(`at ${width} px a visitor reads the figures, the review and the answer on the company page`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto(companyPath);
      await visible(page.getByRole('heading', { name: 'Son 12 Ayda Firma' }));
      await visible(page.getByText(/^Genellikle \d+ (dakika|saat|gün) içinde teklif verir$/));
      await visible(page.getByText('Kabul edilen teklif', { exact: true }));
      const review = page.locator('article').filter({ hasText: COMMENT });
      await visible(review);
      await visible(review.getByText('Satın aldı', { exact: true }));
      await visible(review.getByText('Fiyat 3/5 · Kalite 5/5 · Teslimat 3/5 · İletişim 5/5'));
      await visible(review.getByText('Firma Yanıtı'));
      await visible(review.getByText(`${ANSWER} Bize [gizlendi] numarasından ulaşın.`));
      await noSideScroll(page);
      expect(await axeFindings(page, 'main')).toEqual([]);
    });
});
