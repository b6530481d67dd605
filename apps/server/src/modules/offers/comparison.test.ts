// The buyer's comparison through the real calls (issue 37 item 3): offers in TL and USD converted at the bulletin in
// force (a weekend's is Friday's), KDV in and out to the kuruş, the lowest TL total marked, order by TL total, delivery
// and rating, expired offers; the owner and the administrator only; a sealed request's offers absent until it opens;
// the same table as a workbook and a PDF, downloaded as attachments.

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { requests } from '../../db/schema/requests';
import { isoDate } from '../../platform/paging';
import { openSealedOffers } from './service';

let t: TestApp;
let shift = 0;
const clock = { now: () => new Date(Date.now() + shift) };
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let otherBuyer: Who;
let admin: Record<string, string>;
const makers: Who[] = [];
let pipe: { id: number; categoryId: number };

// a day in Türkiye, as the server counts them (after 21:00 UTC it is already tomorrow there)
const day = (days: number) => isoDate(new Date(Date.now() + shift + days * 86_400_000));

async function request(over: object = {}) {
  const res = await t.call('POST', '/api/v2/requests', buyer.auth, {
    categoryId: pipe.categoryId,
    catalogProductId: pipe.id,
    quantity: 100,
    unit: 'Adet',
    material: '',
    detail: 'Paslanmaz flanş, DN50.',
    deliveryOn: day(30),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: number };
  await t.db.update(requests).set({ approved: true }).where(eq(requests.id, id));
  return id;
}
const offer = async (who: Who, requestId: number, over: object) => {
  const res = await t.call('POST', `/api/v2/requests/${requestId}/offers`, who.auth, {
    unitPrice: '10.00',
    currency: 'TL',
    vatRate: 20,
    vatIncluded: false,
    deliveryOn: day(30),
    paymentDays: 0,
    validUntil: day(20),
    note: '',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const compare = (id: number, query = '', who: Record<string, string> = buyer.auth) =>
  t.call('GET', `/api/v2/requests/${id}/comparison${query}`, who);

beforeAll(async () => {
  t = await testApp({ clock });
  const sector = await f.category(t.db, 'Metal');
  const cat = await f.category(t.db, 'Flanş', sector.id);
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Paslanmaz Flanş')), categoryId: cat.id };
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  otherBuyer = await t.asMember(await f.member(t.db, { company: 'Başka Alıcı' }));
  for (const company of ['Işıl Döküm', 'Çelik Ağ', 'Güneş Metal'])
    makers.push(await t.asMember(await f.member(t.db, { company, pkg: 'active' })));
  for (const m of makers) await f.product(t.db, m.id, pipe.id, 'Flanş');
  admin = await t.asAdmin();
  // the administrator's entry for the days the tests use: the bulletin in force on a weekend is Friday's
  for (const [date, usd] of [
    ['2026-11-20', '41.0000'],
    ['2026-11-27', '42.5012'],
  ]) {
    const res = await t.call('PUT', `/adn_api/v2/rates/${date}`, admin, { usd, eur: '49.1234' });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('the comparison', () => {
  it('converts each offer at the bulletin in force, KDV in or out to the kuruş, the lowest TL total marked', async () => {
    const id = await request();
    await offer(makers[0], id, { unitPrice: '480.00', deliveryOn: day(25) }); // 48,000.00 TL, KDV excluded
    await offer(makers[1], id, { unitPrice: '11.33', currency: 'USD', vatIncluded: true, deliveryOn: day(35) });
    await offer(makers[2], id, { unitPrice: '10.01', currency: 'EUR', vatRate: 10, validUntil: day(0) });

    // Sunday 29 November: Friday's bulletin (27th)
    const excluded = (await compare(id, '?vat=excluded&rateDate=2026-11-29')).json();
    // the administrator's entry, named as such (issue 47 item 18)
    expect(excluded.rates).toEqual({ bulletinDate: '2026-11-27', source: 'manual', usd: '42.5012', eur: '49.1234' });
    const byCurrency = Object.fromEntries(excluded.rows.map((r: { currency: string }) => [r.currency, r]));
    // USD 1,133.00 including 20 % KDV → net round(113300 × 100 / 120) = 94417 kuruş × 42.5012 = 4,012,835.80 → 40,128.36 TL
    expect(byCurrency.USD).toMatchObject({ total: '944.17', totalTl: '40128.36', unitPrice: '9.44' });
    // EUR 1,001.00 excluding 10 %: → × 49.1234 = 49,172.52 TL
    expect(byCurrency.EUR).toMatchObject({ total: '1001.00', totalTl: '49172.52', expired: false });
    expect(byCurrency.TL).toMatchObject({ total: '48000.00', totalTl: '48000.00', daysLate: -5, paymentDays: 0 });
    expect(byCurrency.USD.daysLate).toBe(5);
    expect(excluded.rows.map((r: { currency: string; lowest: boolean }) => [r.currency, r.lowest])).toEqual([
      ['USD', true],
      ['TL', false],
      ['EUR', false],
    ]);
    // a supplier is a neutral label with its city until the buyer accepts its offer: 'Teklif A' came first
    expect(excluded.rows.map((r: { supplier: string }) => r.supplier)).not.toContain('Işıl Döküm');
    expect(
      excluded.rows.map((r: { currency: string; label: string; supplier: string }) => [r.currency, r.supplier]),
    ).toEqual([
      ['USD', 'Teklif B (İstanbul)'],
      ['TL', 'Teklif A (İstanbul)'],
      ['EUR', 'Teklif C (İstanbul)'],
    ]);

    const included = (await compare(id, '?vat=included&rateDate=2026-11-29&sort=delivery')).json();
    const tl = included.rows.find((r: { currency: string }) => r.currency === 'TL');
    expect([tl.total, tl.totalTl]).toEqual(['57600.00', '57600.00']);
    // USD as offered: 1,133.00 × 42.5012 = 48,153.86 TL
    expect(included.rows.find((r: { currency: string }) => r.currency === 'USD').totalTl).toBe('48153.86');
    expect(included.rows.map((r: { daysLate: number }) => r.daysLate)).toEqual([-5, 0, 5]);

    // the week before: that Friday's rate
    const earlier = (await compare(id, '?rateDate=2026-11-22')).json();
    expect(earlier.rates.bulletinDate).toBe('2026-11-20');
    expect(earlier.rows.find((r: { currency: string }) => r.currency === 'USD').totalTl).toBe('38710.97');

    // a day before any bulletin: TL amounts only for the TL offer
    const none = (await compare(id, '?rateDate=2020-01-01')).json();
    expect(none.rates).toBeNull();
    expect(none.rows.map((r: { currency: string; totalTl: string | null }) => [r.currency, r.totalTl])).toEqual([
      ['TL', '48000.00'],
      ['USD', null],
      ['EUR', null],
    ]);
    // no lowest among rows it could not convert (issue 47 item 18): the TL offer is not marked
    expect(none.rows.map((r: { lowest: boolean }) => r.lowest)).toEqual([false, false, false]);

    // the next day the EUR offer's validity has passed
    shift = 86_400_000 + 1;
    expect(
      (await compare(id, '?rateDate=2026-11-27')).json().rows.find((r: { currency: string }) => r.currency === 'EUR')
        .expired,
    ).toBe(true);
    shift = 0;
  });

  it('is the owner’s and the administrator’s only; another buyer and a supplier get the unknown request’s 404', async () => {
    const id = await request();
    await offer(makers[0], id, {});
    for (const who of [otherBuyer.auth, makers[0].auth]) expect((await compare(id, '', who)).statusCode).toBe(404);
    expect((await compare(id, '', {})).statusCode).toBe(400); // a visitor: the member guard's 'cikis'
    expect((await compare(999_999)).statusCode).toBe(404);
    expect((await compare(Number.NaN)).statusCode).toBe(404);
    const asAdmin = await t.call('GET', `/adn_api/v2/requests/${id}/comparison`, admin);
    expect([asAdmin.statusCode, asAdmin.json().rows.length]).toEqual([200, 1]);
    for (const query of ['?rateDate=2026-02-30', '?rateDate=%00', `?rateDate=${'9'.repeat(5000)}`]) {
      const res = await compare(id, query);
      expect([res.statusCode, res.json().message]).toEqual([400, 'Geçerli bir kur tarihi seçin.']);
    }
    // an unknown KDV mode or order is the default
    expect((await compare(id, '?vat=both&sort=x')).json()).toMatchObject({ vat: 'excluded', sort: 'total' });
  });

  it('shows a sealed request’s count and nothing of its offers until the opening job runs', async () => {
    const id = await request({ sealed: true, offerDeadline: new Date(Date.now() + 3_600_000).toISOString() });
    await offer(makers[1], id, { unitPrice: '77.77', note: 'Gizli zarf notu' });
    const sealed = await compare(id);
    expect(sealed.json()).toMatchObject({ sealed: true, offerCount: 1, rows: [] });
    expect(sealed.body).not.toContain('77.77');
    expect(sealed.body).not.toContain('7777');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await t.call('GET', `/api/v2/requests/${id}/comparison.xlsx`, buyer.auth)).rawPayload as never,
    );
    expect(book.getWorksheet('Karşılaştırma')?.rowCount).toBe(6); // the heading and the columns, no offer
    const pdf = (await t.call('GET', `/api/v2/requests/${id}/comparison.pdf`, buyer.auth)).rawPayload;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Kapalı zarf teklifleri henüz açılmadı.');
    expect(text).not.toMatch(/77|Gizli/);
    shift = 2 * 3_600_000;
    await openSealedOffers({ db: t.db, publicUrl: 'http://localhost:3000' }, clock.now());
    const opened = (await compare(id)).json();
    shift = 0;
    expect([opened.sealed, opened.rows[0].total]).toEqual([false, '7777.00']);
  });

  it('downloads the same table as an attachment workbook whose totals are numbers, and as a PDF', async () => {
    const id = await request();
    await offer(makers[2], id, { unitPrice: '480.00' });
    const xlsx = await t.call('GET', `/api/v2/requests/${id}/comparison.xlsx?rateDate=2026-11-27`, buyer.auth);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="teklif-karsilastirma-${id}.xlsx"; filename*=UTF-8''teklif-karsilastirma-${id}.xlsx`,
    );
    expect(xlsx.headers['x-content-type-options']).toBe('nosniff');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Karşılaştırma')?.getRow(7).getCell(7).value).toBe(48000);
    const pdf = await t.call('GET', `/api/v2/requests/${id}/comparison.pdf`, buyer.auth);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    expect((await t.call('GET', `/api/v2/requests/${id}/comparison.pdf`, otherBuyer.auth)).statusCode).toBe(404);
    // the rates the administrator entered are named as such in both files, never TCMB (issue 47 item 18)
    const manual = await t.call('GET', `/api/v2/requests/${id}/comparison.pdf?rateDate=2026-11-27`, buyer.auth);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(manual.rawPayload)), { mergePages: true });
    expect(text).toContain('Elle girilen kur (27.11.2026): USD 42,5012 ₺ · EUR 49,1234 ₺');
    expect(text).not.toContain('TCMB');
    expect(String(book.getWorksheet('Karşılaştırma')?.getRow(3).getCell(1).value)).toBe(
      'KDV Hariç · Elle girilen kur (27.11.2026): USD 42,5012 ₺ · EUR 49,1234 ₺',
    );
  });
});
