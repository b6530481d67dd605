// Files on requests (issue 37 item 6), in the screens at 1280 px and 375 px: the buyer attaches a drawing to its
// request, sees it listed, downloads it under its own name, is refused a renamed executable with the Turkish text,
// and deletes the drawing; a manufacturer that may offer on a request sees its 'Dosyalar' on the request's page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import {
  api,
  authOf,
  BUYER,
  dayFromNow,
  MAKER,
  memberSession,
  noSideScroll,
  PHONE,
  pageAs,
  type Session,
  visible,
} from './kit';

const KIND_REFUSED = 'Bu dosya türü yüklenemez. PDF, PNG, JPEG, XLSX, DWG, DXF veya STEP yükleyin.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The demo buyer's new request for the first product of the catalog. */
async function newRequest(buyer: Session): Promise<number> {
  const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
  const product = tree.flatMap((entry) => entry.urunList)[0];
  const day = dayFromNow(30);
  const { id } = await api<{ id: number }>('/api/talepOlustur', {
    body: {
      ktt: product.katid,
      urun: product.id,
      adet: 12,
      tip: 'Adet',
      malzeme: '',
      tarih: day,
      detay: 'Çizimli talep.',
    },
    auth: authOf(buyer),
  });
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
    const buyer = await memberSession(BUYER);
    const requestId = await newRequest(buyer);
    const page = await pageAs(browser, buyer);
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
    const phone = await pageAs(browser, buyer, PHONE);
    await phone.goto(`/account-d-detay-talep-${requestId}`);
    const phoneFiles = phone.getByRole('region', { name: 'Dosyalar' });
    await visible(phoneFiles.getByText('Flanş Çizimi.pdf'));
    await noSideScroll(phone);
    await phoneFiles.getByRole('button', { name: 'Sil: Flanş Çizimi.pdf' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await visible(phoneFiles.getByText('Henüz dosya eklenmedi.'));
  });
});

describe('a manufacturer that may offer', () => {
  it('sees the request’s files on its page', { timeout: 60_000 }, async () => {
    const maker = await memberSession(MAKER);
    const feed = await api<{ liste: { tlb: { id: number } }[] }>('/api/uyetalelTeklifindex?sayfa=1', {
      auth: authOf(maker),
    });
    const requestId = feed.liste[0]?.tlb.id;
    expect(requestId).toBeDefined();
    const page = await pageAs(browser, maker, PHONE);
    await page.goto(`/talep-detay-${requestId}`);
    await visible(page.getByRole('region', { name: 'Dosyalar' }));
    await noSideScroll(page);
  });
});
