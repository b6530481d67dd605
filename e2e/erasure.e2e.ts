// 'Hesabımı Sil' and the data-request queue (issue 53 item 4): a fresh member (registered through the API, so the demo
// members stay) deletes its account at 375 px with its password, the confirmation word and the dialog, lands logged
// out on the home page with the notice, and cannot log in again; the administrator sees its request in
// 'Veri Talepleri' at 1280 px, and at 375 px logs a request that came by e-mail and closes it.

import { ERASE_CONFIRM_WORD, ERASE_MSG } from '@tedarik/contract/privacy/member';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import {
  adminAuth,
  adminLogin,
  api,
  gone,
  memberId,
  noSideScroll,
  PHONE,
  pageAs,
  registeredMember,
  send,
  visible,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = Date.now();
const email = `silinecek.${stamp}@ornek.com.tr`;
const password = 'Silinecek-2026';
let erasedId = 0;

type Row = { id: number; memberId: number | null; status: string; channel: string };
const queued = async (state: 'open' | 'closed') =>
  (await api<{ items: Row[] }>(`/adn_api/v2/data-requests?state=${state}&limit=100`, { auth: await adminAuth() }))
    .items;

describe("a member's account, erased", () => {
  it('the member deletes its account at 375 px and is logged out for good', async () => {
    const session = await registeredMember(email, {
      company: `Silinecek Kalıp ${stamp}`,
      name: 'Deniz Silinecek',
      password,
    });
    erasedId = await memberId(await adminAuth(), email);
    const page = await pageAs(browser, session, PHONE);
    await page.goto('/hesabim/gizlilik');
    const card = page.getByRole('region', { name: 'Hesabımı Sil' });
    await visible(card);
    await noSideScroll(page, "'Hesabımı Sil' at 375 px");
    expect(await axeFindings(page, 'main')).toEqual([]);

    // without the confirmation word: refused in the card, nothing asked
    await card.getByLabel('Şifre', { exact: true }).fill(password);
    await card.getByRole('button', { name: 'Hesabımı Sil' }).click();
    await visible(card.getByRole('alert').getByText(ERASE_MSG.confirm));

    // with it: the dialog asks, 'Sil' erases
    await card.getByLabel('Onay').fill(ERASE_CONFIRM_WORD.toLocaleLowerCase('tr-TR'));
    await card.getByRole('button', { name: 'Hesabımı Sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabımı Sil' });
    await visible(dialog.getByText('Hesabınız silinsin mi?'));
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();

    // logged out, on the home page, told
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByText(ERASE_MSG.done));
    expect(await page.evaluate(() => localStorage.getItem('tedarik.user'))).toBeNull();
    expect((await send('/api/login', { body: { mail: email, sifre: password } })).status).not.toBe(200);
    await page.close();
  });

  it('the administrator sees the request in the queue at 1280 px', async () => {
    // the erasure's task closes the request within moments
    let closed: Row | undefined;
    for (let i = 0; i < 40 && !closed; i++) {
      closed = (await queued('closed')).find((r) => r.memberId === erasedId);
      if (!closed) await new Promise((r) => setTimeout(r, 250));
    }
    expect(closed).toMatchObject({ status: 'tamamlandi', channel: 'uye-paneli' });

    const page = await adminLogin(browser);
    await page.getByRole('link', { name: 'Veri Talepleri' }).first().click();
    await page.waitForURL('**/adminimt/veri-talepleri');
    // the segmented control's label, as a person clicks it (its radio is visually hidden)
    await page.locator('label', { hasText: /^Kapalı$/ }).click();
    const table = page.getByRole('table', { name: 'Kapalı veri talepleri' });
    const row = table.getByRole('row').filter({ hasText: `Üye #${erasedId} (silindi)` });
    await visible(row);
    await visible(row.getByText('Tamamlandı'));
    await visible(row.getByText('Silinmiş Üye'));
    await noSideScroll(page, 'the data-request queue at 1280 px');
    expect(await axeFindings(page, 'main')).toEqual([]);
    await page.close();
  });

  it('the administrator logs a request that came by e-mail and closes it, at 375 px', async () => {
    const page = await adminLogin(browser, PHONE);
    await page.goto('/adminimt/veri-talepleri');
    await page.getByRole('button', { name: 'Veri Talebi Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Veri Talebi Ekle' });
    await dialog.getByLabel('Başvuranın Adı').fill(`E-posta Başvurusu ${stamp}`);
    await dialog.getByLabel('E-posta').fill(`basvuru.${stamp}@ornek.com.tr`);
    await dialog.getByLabel('Not').fill('Hangi verilerimin tutulduğunu öğrenmek istiyorum.');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await visible(page.getByText('Veri talebi kaydedildi.'));

    const table = page.getByRole('table', { name: 'Açık veri talepleri' });
    const row = table.getByRole('row').filter({ hasText: `E-posta Başvurusu ${stamp}` });
    await visible(row.getByText('30 gün kaldı'));
    await noSideScroll(page, 'the data-request queue at 375 px');
    expect(await axeFindings(page, 'main')).toEqual([]);

    await row.getByRole('button', { name: /İncele/ }).click();
    const detail = page.getByRole('dialog', { name: 'Veri Talebi' });
    await detail.getByLabel('Yanıt Notu').fill('Tutulan veriler e-postayla gönderildi.');
    await detail.getByRole('button', { name: 'Tamamlandı' }).click();
    await visible(page.getByText('Kaydedildi.'));
    await gone(row);
    await page.close();
  });
});
