// A member's lists as spreadsheets (issue 52 item 5) at 1280 px and 375 px: the demo manufacturer opens 'Dışa Aktar'
// from its menu, asks for its matching requests as Excel, sees the file being made then ready, downloads it (Turkish
// headers, numbers as numbers, the buyers masked); the demo buyer, who has no company lists, downloads its requests
// with their offers as CSV.

import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { downloaded } from './desk-files';
import { BUYER, DESKTOP, MAKER, memberLogin, noSideScroll, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("a member's lists as spreadsheets", () => {
  it('the manufacturer downloads its matching requests as Excel, at 1280 px', async () => {
    const page = await memberLogin(browser, MAKER, DESKTOP);
    await page.getByRole('link', { name: 'Dışa Aktar' }).first().click();
    await visible(page.getByRole('heading', { name: 'Dışa Aktar' }));
    await visible(page.getByText('Henüz hazırlanan dosya yok.'));
    await page.getByRole('combobox', { name: 'Liste' }).click();
    await page.getByRole('option', { name: 'Eşleşen Talepler' }).click();
    await page.getByRole('button', { name: 'Dosyayı Hazırla' }).click();
    const row = page.getByRole('row', { name: /Eşleşen Talepler/ });
    await visible(row.getByText('Hazır'));
    const file = await downloaded(page, row.getByRole('button', { name: 'İndir' }));
    expect(file.name).toMatch(/^eslesen-talepler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const [header, first] = book.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect(header.slice(1, 6)).toEqual(['Talep No', 'Ürün', 'Kategori', 'Miktar', 'Birim']);
    expect(typeof first[1]).toBe('number');
    expect(String(first[header.indexOf('Alıcı')])).toMatch(/\*/);
    await page.close();
  });

  it('the buyer downloads its requests with their offers as CSV, at 375 px', async () => {
    const page = await memberLogin(browser, BUYER, PHONE);
    await page.goto('/hesabim/disa-aktar');
    await visible(page.getByRole('heading', { name: 'Dışa Aktar' }));
    // a buyer has its own requests only
    expect(await page.getByRole('combobox', { name: 'Liste' }).inputValue()).toBe('Taleplerim ve Teklifleri');
    await page.getByText('CSV', { exact: true }).click();
    await page.getByRole('button', { name: 'Dosyayı Hazırla' }).click();
    const row = page.getByRole('row', { name: /Taleplerim ve Teklifleri/ });
    await visible(row.getByText('Hazır'));
    await noSideScroll(page, 'the files at 375 px');
    const file = await downloaded(page, row.getByRole('button', { name: 'İndir' }));
    expect(file.name).toMatch(/\.csv$/);
    const [head, line] = file.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(head).toContain('Talep No,Ürün,Kategori,Miktar,Birim');
    expect(head).toContain('Tedarikçi');
    expect(line.split(',')[0]).toMatch(/^\d+$/);
    await page.close();
  });
});
