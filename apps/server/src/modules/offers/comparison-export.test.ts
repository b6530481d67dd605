// The comparison's files, opened as their readers open them: the workbook's amounts are numbers and its dates dates
// (no formulas), the PDF's text has its Turkish letters; both name the request, the buyer, when they were made (in
// Istanbul time), the rates with decimal commas, the offers under their neutral labels, the accepted one marked.
import type { Comparison, ComparisonRow } from '@tedarik/contract/offers/member-comparison';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { comparisonPdf, comparisonXlsx } from './comparison-export';

const row = (over: Partial<ComparisonRow>): ComparisonRow => ({
  offerId: 1,
  version: 1,
  label: 'Teklif B',
  city: 'Kocaeli',
  supplier: 'Teklif B (Kocaeli)',
  accepted: false,
  rating: { average: 4.5, count: 12 },
  verified: true,
  currency: 'USD',
  vatRate: 20,
  vatIncludedInOffer: false,
  unitPrice: '12.50',
  total: '1250.00',
  unitPriceTl: '531.27',
  totalTl: '53126.50',
  deliveryOn: '2026-12-10',
  daysLate: -5,
  paymentDays: 30,
  validUntil: '2026-12-31',
  expired: false,
  lowest: false,
  ...over,
});

const comparison: Comparison = {
  requestId: 77,
  product: 'Paslanmaz Çelik Flanş',
  quantity: 100,
  unit: 'Adet',
  deliveryOn: '2026-12-15',
  buyer: 'Yılmaz Yapı Market',
  vat: 'excluded',
  sort: 'total',
  rates: { bulletinDate: '2026-11-27', source: 'tcmb', usd: '42.5012', eur: '49.1234' },
  sealed: false,
  offerCount: 2,
  rows: [
    row({
      offerId: 2,
      label: 'Teklif A',
      city: 'İzmir',
      supplier: 'Işıl Döküm Ltd. Şti.',
      accepted: true,
      currency: 'TL',
      unitPrice: '480.00',
      total: '48000.00',
      unitPriceTl: '480.00',
      totalTl: '48000.00',
      lowest: true,
      paymentDays: 0,
    }),
    row({ expired: true, rating: null }),
  ],
};

/** 21:38 UTC on 27 November is 00:38 on the 28th in Istanbul */
const AT = new Date('2026-11-27T21:38:00Z');

describe('the comparison as files', () => {
  it('writes an Excel workbook whose amounts are numbers and dates dates, with the request, buyer and rates named', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await comparisonXlsx(comparison, AT)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Karşılaştırma');
    expect(sheet).toBeDefined();
    const text = (r: number, c: number) => String(sheet?.getRow(r).getCell(c).value ?? '');
    expect(text(1, 1)).toBe('Teklif Karşılaştırma — Paslanmaz Çelik Flanş (100 Adet)');
    expect(text(2, 1)).toBe('Talep No: 77 · Alıcı: Yılmaz Yapı Market · Teslim Tarihi: 15.12.2026');
    expect(text(3, 1)).toBe('KDV Hariç · TCMB 27.11.2026 döviz satış kuru: USD 42,5012 ₺ · EUR 49,1234 ₺');
    expect(text(4, 1)).toBe('Hazırlanma Tarihi: 28.11.2026 00:38 (İstanbul saati)');
    expect(text(6, 7)).toBe('Toplam (TL)');
    const first = sheet?.getRow(7);
    expect(first?.getCell(1).value).toBe('Işıl Döküm Ltd. Şti. (Kabul Edildi) (en düşük)');
    expect([first?.getCell(4).value, first?.getCell(7).value]).toEqual([48000, 48000]);
    expect(first?.getCell(7).numFmt).toBe('#,##0.00');
    expect(first?.getCell(10).value).toBe('Peşin');
    // dates are dates, shown as COPY.md writes them
    expect(first?.getCell(8).value).toEqual(new Date('2026-12-10T00:00:00.000Z'));
    expect([first?.getCell(8).numFmt, first?.getCell(11).numFmt]).toEqual(['dd.mm.yyyy', 'dd.mm.yyyy']);
    const second = sheet?.getRow(8);
    expect(second?.getCell(1).value).toBe('Teklif B (Kocaeli) (süresi doldu)');
    expect([second?.getCell(2).value, second?.getCell(4).value, second?.getCell(7).value]).toEqual([
      'USD',
      1250,
      53126.5,
    ]);
    expect([second?.getCell(5).value, second?.getCell(9).value, second?.getCell(10).value]).toEqual([
      '%20',
      '5 gün erken',
      '30 gün vade',
    ]);
    expect(second?.getCell(11).value).toEqual(new Date('2026-12-31T00:00:00.000Z'));
    // no cell is a formula
    sheet?.eachRow((r) => r.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });

  it('writes a PDF that names the request, the buyer, the date and the rates, and marks the accepted offer', async () => {
    const pdf = await comparisonPdf(comparison, AT);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [
      'Teklif Karşılaştırma — Paslanmaz Çelik Flanş',
      'Talep No: 77 · Alıcı: Yılmaz Yapı Market · Teslim Tarihi: 15.12.2026',
      'TCMB 27.11.2026 döviz satış kuru: USD 42,5012 ₺ · EUR 49,1234 ₺',
      'Hazırlanma Tarihi: 28.11.2026 00:38',
      'Işıl Döküm Ltd. Şti. (Kabul Edildi)',
      'Teklif B (Kocaeli)',
      '48.000,00',
      '53.126,50',
      '(süresi doldu)',
      '10.12.2026',
      '4,5 (12)',
      'Ödeme',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('42.5012');
  });
});
