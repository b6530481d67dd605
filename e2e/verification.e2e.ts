// Company verification (issue 49 item 1), each step in the screens of its role, at 1280 px and 375 px: a company
// enters its tax, MERSİS and trade registry numbers and uploads its vergi levhası, ticaret sicil gazetesi and imza
// sirküleri → the administrator opens it from the review queue and approves the three → 'Doğrulanmış Firma' shows on
// the company's public page and beside its offer on the buyer's desk.
import type { Browser, Page } from 'playwright-core';
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
  memberId,
  memberLogin,
  PHONE,
  visible,
} from './kit';

/** a demo manufacturer with a running package (the other company of the phone's run) */
const RIVAL = 'firma4@ornek.com.tr';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCUMENTS = ['Vergi Levhası', 'Ticaret Sicil Gazetesi', 'İmza Sirküleri'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

/** A request of the buyer's on a product `company` makes, approved, with the company's offer on it. */
async function offeredRequest(company: string) {
  const [maker, buyer, admin] = await Promise.all([memberAuth(company), memberAuth(BUYER), adminAuth()]);
  const [own] = await api<{ urunD: { id: number } }[]>('/api/uyeurunlerim', { auth: maker });
  const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
  const category = tree.flatMap((c) => c.urunList).find((p) => p.id === own.urunD.id)?.katid;
  const { id } = await api<{ id: number }>('/api/talepOlustur', {
    auth: buyer,
    body: { ktt: category, urun: own.urunD.id, adet: 25, tip: 'Adet', tarih: dayFromNow(30), detay: 'Doğrulama.' },
  });
  await api(`/adn_api/uyeTalepGuncelle-${await memberId(admin, BUYER)}`, {
    auth: admin,
    body: { id, durum: 1, aciklama: '' },
  });
  await api(`/api/genelteklifolustur-${id}`, {
    auth: maker,
    form: true,
    body: { tarih: dayFromNow(20), detay: 'Fabrika teslim.', fiyat: '1200', parabirimi: 'TL' },
  });
  // a company is found by the back-office's company search (its member search lists plain members)
  const found = await api<{ liste: { uyeid: number; mail: string }[] }>('/adn_api/firmaListAra', {
    auth: admin,
    body: { ara: company },
    form: true,
  });
  const companyId = found.liste.find((m) => m.mail === company)?.uyeid ?? 0;
  expect(companyId, `${company} in the company search`).toBeGreaterThan(0);
  const { firmaad } = await api<{ firmaad: string }>(`/api/firmadetay-${companyId}`);
  return { requestId: id, companyId, companyName: firmaad };
}

describe('company verification', () => {
  for (const [viewport, company] of [
    [DESKTOP, MAKER],
    [PHONE, RIVAL],
  ] as const)
    it(`a company applies, the administrator approves, the badge shows, at ${viewport.width} px`, async () => {
      const { requestId, companyId, companyName } = await offeredRequest(company);

      // 1. the company enters its numbers and uploads the three documents
      const page = await memberLogin(browser, company, viewport);
      await page.goto('/hesabim/dogrulama');
      await visible(page.getByRole('heading', { name: 'Firma Doğrulama' }));
      await page.getByLabel('Vergi Kimlik No / T.C. Kimlik No').fill('4540536921');
      await page.getByLabel('Vergi Dairesi').fill('Kadıköy');
      await page.getByLabel('MERSİS No').fill('0454053692000015');
      await page.getByLabel('Ticaret Sicil No').fill('123456-5');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await visible(page.getByText('Vergi numarası geçerli değil. Lütfen kontrol edin.').first());
      await page.getByLabel('Vergi Kimlik No / T.C. Kimlik No').fill('4540536920');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await visible(page.getByText('Firma bilgileriniz kaydedildi.'));
      for (const label of DOCUMENTS) {
        const card = page.getByRole('region', { name: label, exact: true });
        await card
          .locator('input[type=file]')
          .setInputFiles({ name: 'belge.pdf', mimeType: 'application/pdf', buffer: PDF });
        await card.getByRole('button', { name: `${label} Yükle` }).click();
        await visible(card.getByText('İnceleniyor'));
      }
      expect(await axeFindings(page, 'main')).toEqual([]);
      await noSideScroll(page);

      // 2. the administrator opens the company from the queue and approves the three
      const admin = await adminLogin(browser, viewport);
      await admin.goto('/adminimt/dogrulama');
      await visible(admin.getByRole('heading', { name: 'Firma Doğrulama' }));
      await admin
        .getByRole('button', { name: `${companyName} İncele` })
        .first()
        .click();
      const dialog = admin.getByRole('dialog', { name: 'Belge İnceleme' });
      for (const label of DOCUMENTS) {
        const card = dialog.getByRole('region', { name: label, exact: true });
        await card.getByRole('button', { name: `${label} Onayla` }).click();
        await visible(card.getByText('Onaylandı'));
      }
      await visible(dialog.getByText('Doğrulanmış Firma'));
      expect(await axeFindings(admin, '[role=dialog]')).toEqual([]);

      // 3. the badge on the company's public page and beside its offer on the buyer's desk
      const visitor = await newPage(browser, viewport);
      await visitor.goto(`/firma-x-${companyId}`);
      await visible(visitor.getByRole('main').getByText('Doğrulanmış Firma'));
      const buyer = await memberLogin(browser, BUYER, viewport);
      await buyer.goto(`/account-d-detay-talep-${requestId}`);
      await visible(buyer.getByText('Doğrulanmış Firma').first());
      await noSideScroll(buyer);
      for (const p of [page, admin, visitor, buyer]) await p.close();
    });
});
