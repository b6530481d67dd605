// Files on requests (issue 37 item 6), in the screens at 1280 px and 375 px: the buyer attaches a drawing to its
// request, sees it listed, downloads it under its own name, is refused a renamed executable with the Turkish text,
// and deletes the drawing; a manufacturer that may offer on a request sees its 'Dosyalar' on the request's page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, baseUrl, launch, newPage } from './browser';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'Demo1234';
const BUYER = 'alici@ornek.com.tr';
const MAKER = 'imalatci@ornek.com.tr';
const KIND_REFUSED = 'Bu dosya türü yüklenemez. PDF, PNG, JPEG, XLSX, DWG, DXF veya STEP yükleyin.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
const basic = (user: string, token: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`,
});
type Session = { email: string; token: string };
async function post<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}
const memberLogin = (mail: string) => post<Session>('/api/login', { mail, sifre: PASSWORD });

async function pageAs(session: object, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page
    .context()
    .addInitScript(([k, value]) => localStorage.setItem(k, value), ['tedarik.user', JSON.stringify(session)] as const);
  return page;
}

/** The demo buyer's new request for the first product of the catalog. */
async function newRequest(buyer: Session): Promise<number> {
  const tree = (await (await fetch(`${baseUrl}/api/kategoriListAll`)).json()) as {
    urunList: { id: number; katid: number }[];
  }[];
  const product = tree.flatMap((entry) => entry.urunList)[0];
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { id } = await post<{ id: number }>(
    '/api/talepOlustur',
    { ktt: product.katid, urun: product.id, adet: 12, tip: 'Adet', malzeme: '', tarih: day, detay: 'Çizimli talep.' },
    basic(buyer.email, buyer.token),
  );
  return id;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 1),
]);

describe('a buyer’s request files', () => {
  it('are attached, listed, downloaded under their name, refused by content and deleted, at 1280 and 375 px', {
    timeout: 120_000,
  }, async () => {
    const buyer = await memberLogin(BUYER);
    const requestId = await newRequest(buyer);
    const page = await pageAs(buyer);
    await page.goto(`/account-d-detay-talep-${requestId}`);
    const files = page.getByRole('region', { name: 'Dosyalar' });
    await visible(files.getByText('Henüz dosya eklenmedi.'));

    await files
      .locator('input[type=file]')
      .setInputFiles({ name: 'Flanş Çizimi.pdf', mimeType: 'application/pdf', buffer: PDF });
    await visible(files.getByText('Flanş Çizimi.pdf'));
    await visible(files.getByText('1 / 5'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'İndir: Flanş Çizimi.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Flanş Çizimi.pdf');

    await files
      .locator('input[type=file]')
      .setInputFiles({ name: 'fiyat.pdf', mimeType: 'application/pdf', buffer: EXE });
    await visible(files.getByRole('alert').getByText(KIND_REFUSED));
    expect(await files.getByText('fiyat.pdf').count()).toBe(0);
    expect(await axeFindings(page, 'section[aria-label="Dosyalar"]')).toEqual([]);

    // on a phone: the section fits the screen
    const phone = await pageAs(buyer, PHONE);
    await phone.goto(`/account-d-detay-talep-${requestId}`);
    const phoneFiles = phone.getByRole('region', { name: 'Dosyalar' });
    await visible(phoneFiles.getByText('Flanş Çizimi.pdf'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phoneFiles.getByRole('button', { name: 'Sil: Flanş Çizimi.pdf' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await visible(phoneFiles.getByText('Henüz dosya eklenmedi.'));
  });
});

describe('a manufacturer that may offer', () => {
  it('sees the request’s files on its page', { timeout: 60_000 }, async () => {
    const maker = await memberLogin(MAKER);
    const feed = (await (
      await fetch(`${baseUrl}/api/uyetalelTeklifindex?sayfa=1`, { headers: basic(maker.email, maker.token) })
    ).json()) as { liste: { tlb: { id: number } }[] };
    const requestId = feed.liste[0]?.tlb.id;
    expect(requestId).toBeDefined();
    const page = await pageAs(maker, PHONE);
    await page.goto(`/talep-detay-${requestId}`);
    await visible(page.getByRole('region', { name: 'Dosyalar' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
