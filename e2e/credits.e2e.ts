// Supplier economics (issue 50): a manufacturer whose package counts its offers buys a top-up by bank transfer on its
// 'Teklif Haklarım' page, orders it, uploads the receipt; the administrator corrects a bank account in place, opens
// the order from 'Ödemeler' (its receipt downloaded, the accounts its member sees) and confirms it there; the balance
// rises in the header; an offer spends one credit; the buyer finishes the request without opening it, and 14 days
// later (the server's clock moved, e2e/kit.ts moveClock) the refund job gives the credit back. At 1280 and 375 px.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORDER_MSG } from '@tedarik/contract/orders/orders';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser';
import { drawingPdf } from './desk-files';
import {
  type Auth,
  adminAuth,
  adminLogin,
  api,
  BUYER,
  DESKTOP,
  dayFromNow,
  memberAuth,
  memberId,
  memberLogin,
  moveClock,
  noSideScroll,
  PHONE,
  send,
  visible,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await moveClock(0);
  await browser?.close();
});

/** a 24×16 PNG: a definition is added with its image */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQW2BDFcQwapDcaBjJjaajBaNZZAH56QAAgal3EGAj9rsAAAAASUVORK5CYII=',
  'base64',
);

type Credits = { limited: boolean; total: number; monthly: number; topUp: number };
const creditsOf = (auth: Auth) => api<Credits>('/api/v2/credits', { auth });

/**
 * A demo company with a running package of its own (not the journeys' usual manufacturer, whose offers other journeys
 * count on), given a second package whose definition counts two offers a month: its role stays imalatci, and it is
 * limited from now on.
 */
async function limitedCompany(admin: Auth, title: string) {
  for (let i = 1; i <= 40; i++) {
    const email = `firma${i}@ornek.com.tr`;
    if (email === 'firma4@ornek.com.tr') continue; // the desk's and verification's rival
    const login = await send('/api/login', { body: { mail: email, sifre: 'Demo1234' } });
    if (login.status !== 200 || login.json<{ role: string }>().role !== 'imalatci') continue;
    const auth = await memberAuth(email);
    const own = await api<{ urunD: { id: number } }[]>('/api/uyeurunlerim', { auth });
    if (!own.length || (await creditsOf(auth)).limited) continue; // one the other width's run has not taken
    const form = new FormData();
    for (const [k, v] of Object.entries({ baslik: title, metin: '', sira: '1', fiyat: '0', ind: '0' }))
      form.append(k, v);
    form.append('aylikTeklifHakki', '2');
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'paket.png');
    const res = await fetch(`${baseUrl}/adn_api/koleksiyonEkle`, { method: 'POST', body: form, headers: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const definition = (await res.json()) as { id: number };
    const { items } = await api<{ items: { memberId: number; email: string }[] }>(
      `/adn_api/v2/credits/companies?q=${encodeURIComponent(email)}`,
      { auth: admin },
    );
    const id = items.find((c) => c.email === email)?.memberId ?? 0;
    await api(`/adn_api/uyePaketEkle-${id}`, { auth: admin, body: { yeniPaket: definition.id } });
    return { email, auth, productId: own[0].urunD.id, memberId: id };
  }
  throw new Error('no demo company with a running package and a product');
}

async function journey(viewport: typeof DESKTOP, tag: string, hoursAhead: number) {
  const admin = await adminAuth();
  const company = await limitedCompany(admin, `Sayılı Paket ${tag}`);
  const before = await creditsOf(company.auth);
  expect(before).toMatchObject({ limited: true, monthly: 2 });
  const pack = await api<{ id: number }>('/adn_api/v2/credits/packs', {
    auth: admin,
    body: { title: `Ek 5 Teklif ${tag}`, credits: 5, price: '250.00', active: true },
  });

  // the company buys the top-up on its credits page, by transfer
  const page = await memberLogin(browser, company.email, viewport);
  await page.goto(`${baseUrl}/hesabim/teklif-haklari`);
  await visible(page.getByText(`Ek 5 Teklif ${tag}`));
  await page.goto(`${baseUrl}/hesabim/odemeler/yeni?ek=${pack.id}`);
  await page.getByRole('button', { name: 'Siparişi Oluştur' }).click();
  await page.waitForURL(/\/hesabim\/odemeler\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await visible(page.getByText('Henüz dekont yüklenmedi.'));
  const receipt = path.join(tmpdir(), `dekont-${tag}.pdf`);
  await writeFile(receipt, drawingPdf());
  await page.locator('input[type=file]').setInputFiles(receipt);
  await page.getByRole('button', { name: /^Gönder/ }).click();
  await visible(page.getByText('Dekontunuz gönderildi, incelendikten sonra size bildirilecek.'));
  await noSideScroll(page, 'the order');

  // the administrator corrects a bank account in place: a bad IBAN is refused with its Turkish text, 'Vazgeç'
  // leaves it; the holder changed is saved
  const office = await adminLogin(browser, viewport);
  const iban = 'TR330006100519786457841326';
  await api('/adn_api/v2/bank-accounts', {
    auth: admin,
    body: { bank: `Banka ${tag}`, holder: 'Tedarik A.Ş.', iban, currency: 'TL' },
  });
  await office.goto(`${baseUrl}/adminimt/banka-hesaplari`);
  const account = office.getByRole('row').filter({ hasText: `Banka ${tag}` });
  const dialog = office.getByRole('dialog');
  await account.getByRole('button', { name: 'Düzenle' }).click();
  await dialog.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 27');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await visible(dialog.getByText(ORDER_MSG.iban));
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await account.getByRole('button', { name: 'Düzenle' }).click();
  await expect.poll(() => dialog.getByLabel('IBAN').inputValue()).toBe('TR33 0006 1005 1978 6457 8413 26');
  await dialog.getByLabel('Hesap Sahibi').fill(`Tedarik ${tag} A.Ş.`);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await visible(account.getByText(`Tedarik ${tag} A.Ş.`));
  await noSideScroll(office, 'the bank accounts');

  // the administrator opens the order from 'Ödemeler', downloads its receipt and confirms it there
  await office.goto(`${baseUrl}/adminimt/odemeler`);
  const { order } = await api<{ order: { code: string } }>(`/api/v2/orders/${orderId}`, { auth: company.auth });
  await office.getByRole('row').filter({ hasText: order.code }).getByRole('link', { name: order.code }).click();
  await office.waitForURL(new RegExp(`/adminimt/odemeler/${orderId}$`));
  await visible(office.getByRole('heading', { name: order.code }));
  await visible(office.getByText(/300,00/).first()); // 250,00 and KDV %20
  await visible(office.getByText(company.email));
  await visible(office.getByRole('row').filter({ hasText: `Tedarik ${tag} A.Ş.` })); // the accounts the member sees
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('button', { name: `dekont-${tag}.pdf İndir` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`dekont-${tag}.pdf`);
  await noSideScroll(office, 'the back-office order');
  await office.getByRole('button', { name: 'Onayla' }).click();
  await visible(office.getByText('Onaylandı', { exact: true }));
  await expect.poll(async () => (await creditsOf(company.auth)).topUp).toBe(before.topUp + 5);

  // the balance rises on the company's page; an offer spends one
  await page.goto(`${baseUrl}/hesabim/teklif-haklari`);
  await visible(page.getByText(`${before.total + 5}`, { exact: true }).first());
  const buyer = await memberAuth(BUYER);
  const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
  const category = tree.flatMap((c) => c.urunList).find((p) => p.id === company.productId)?.katid;
  const { id: requestId } = await api<{ id: number }>('/api/talepOlustur', {
    auth: buyer,
    body: {
      ktt: category,
      urun: company.productId,
      adet: 12,
      tip: 'Adet',
      tarih: dayFromNow(40),
      detay: `Teklif hakkı yolculuğu ${tag}.`,
    },
  });
  await api(`/adn_api/uyeTalepGuncelle-${await memberId(admin, BUYER)}`, {
    auth: admin,
    body: { id: requestId, durum: 1, aciklama: '' },
  });
  await api(`/api/genelteklifolustur-${requestId}`, {
    auth: company.auth,
    form: true,
    body: { tarih: dayFromNow(20), detay: 'Stoktan teslim.', fiyat: '480', parabirimi: 'TL' },
  });
  expect((await creditsOf(company.auth)).total).toBe(before.total + 4);

  // the buyer finishes the request without opening the offer; 14 days later the credit is back
  await api(`/api/talepDetayislem-${requestId}`, { auth: buyer, form: true, body: { islem: 'bitir' } });
  try {
    await moveClock(14 * 86_400_000 + hoursAhead * 3_600_000);
    // the hourly refund job runs within the minute the jobs are checked (the other width's run moved it further:
    // its last run, 14 days ahead, must be an hour past)
    await expect
      .poll(async () => (await creditsOf(company.auth)).total, { timeout: 150_000, interval: 2_000 })
      .toBe(before.total + 5);
  } finally {
    await moveClock(0);
  }
  await page.goto(`${baseUrl}/hesabim/teklif-haklari`);
  await visible(page.getByText('İade: talep açılmadan tamamlandı').first());
  await noSideScroll(page, 'the credits page');
  await Promise.all([page.context().close(), office.context().close()]);
}

describe('quote credits bought by transfer, spent and refunded', () => {
  it('at 1280 px', () => journey(DESKTOP, 'masaüstü', 1), 240_000);
  it('at 375 px', () => journey(PHONE, 'telefon', 4), 240_000);
});
