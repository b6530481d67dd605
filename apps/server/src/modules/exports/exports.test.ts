// A member's lists as spreadsheets (issue 52 item 5), through the real calls and the real task and thread: a
// company's matching requests as Excel (numbers and dates typed, Turkish headers, the buyer masked), its offers as
// CSV, a buyer's requests with their offers (a supplier named only once accepted, a sealed request's offers only once
// opened); only its member downloads a file; the refusals; the files go after 7 days with the retention job.

import { EXPORT_MSG, MAX_PENDING_EXPORTS } from '@tedarik/contract/exports/member';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { rawRows } from '../../db/client';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import { runJob } from '../../platform/jobs';
import { retentionJob } from '../../platform/personal-data';

let shift = 0; // the clock moved forward (ms)
const clock = { now: () => new Date(Date.now() + shift) };
let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let maker: Who;
let other: Who;
let requestId: number;
let sealedId: number;

beforeAll(async () => {
  t = await testApp({ clock });
  const pipe = await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Çelik Boru');
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı Market' }));
  maker = await t.asMember(await f.manufacturer(t.db, pipe.id, { company: 'Ak Demir Çelik' }));
  other = await t.asMember(await f.manufacturer(t.db, pipe.id, { company: 'Kara Metal' }));
  requestId = (await f.request(t.db, buyer.id, pipe.id)).id;
  await t.db.update(requests).set({ material: 'St37, bilgi 0532 123 45 67' }).where(eq(requests.id, requestId));
  sealedId = (await f.request(t.db, buyer.id, pipe.id)).id;
  await t.db
    .update(requests)
    .set({ sealed: true, offerDeadline: new Date(Date.now() + 86_400_000) })
    .where(eq(requests.id, sealedId));
  const accepted = await f.offer(t.db, requestId, maker.id);
  await t.db.update(offers).set({ reviewed: true, unitPrice: '12.50' }).where(eq(offers.id, accepted.id));
  await f.offer(t.db, requestId, other.id); // not accepted: masked
  await f.offer(t.db, sealedId, other.id); // sealed, not opened: not in the buyer's file
});
afterAll(() => t.close());

const ask = (who: Who, body: object) => t.post('/api/v2/exports', body, who.auth);
const list = async (who: Who) =>
  (await t.get('/api/v2/exports', who.auth)).json().items as {
    id: number;
    status: string;
    name: string;
    rows: number;
  }[];
const made = async (who: Who, body: object) => {
  const res = await ask(who, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('pending');
  await t.app.tasks.flush();
  const [file] = (await list(who)).filter((e) => e.id === res.json().id);
  expect(file.status).toBe('ready');
  return file;
};
const download = (who: Who, id: number) => t.get(`/api/v2/exports/${id}/file`, who.auth);

describe("a member's lists as spreadsheets", () => {
  it("a company's matching requests as Excel: Turkish headers, numbers and dates typed, the buyer masked", async () => {
    const file = await made(maker, { kind: 'matching-requests', format: 'xlsx' });
    expect(file.name).toMatch(/^eslesen-talepler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const res = await download(maker, file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['Talep No', 'Ürün', 'Kategori', 'Miktar', 'Birim']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[1]).sort()).toEqual([requestId, sealedId].sort());
    const row = rows.find((r) => r[1] === requestId) as unknown[];
    expect(row[4]).toBe(100); // a number, not a text
    expect(row[header.indexOf('Teslim Tarihi') + 1]).toBeInstanceOf(Date);
    expect(row[header.indexOf('Alıcı') + 1]).toBe('Y***** Y*** M*****');
    expect(row[header.indexOf('Teklif Verdim') + 1]).toBe('Evet');
    expect(JSON.stringify(rows)).not.toContain('Yılmaz');
    expect(JSON.stringify(rows)).not.toContain('123 45 67'); // the buyer's contact details masked, as in the feed
  });

  it("a company's offers as CSV, amounts as numbers", async () => {
    const file = await made(maker, { kind: 'my-offers', format: 'csv' });
    const text = (await download(maker, file.id)).body;
    const [head, line] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(head.split(',').slice(0, 8)).toEqual([
      'Talep No',
      'Ürün',
      'Kategori',
      'Miktar',
      'Birim',
      'Teklif No',
      'Fiyat',
      'Birim Fiyat',
    ]);
    expect(line.split(',').slice(0, 8)).toEqual([
      String(requestId),
      'Çelik Boru',
      'Metal',
      '100',
      'Adet',
      expect.any(String),
      '1000.00',
      '12.50',
    ]);
    expect(file.rows).toBe(1);
  });

  it("a buyer's requests with their offers: a supplier named once accepted, a sealed request's offers not before opening", async () => {
    const file = await made(buyer, { kind: 'my-requests', format: 'csv' });
    const lines = (await download(buyer, file.id)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const cells = lines.map((l) => l.split(','));
    const head = (await download(buyer, file.id)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      .split(',');
    const supplier = head.indexOf('Tedarikçi');
    const ofRequest = cells.filter((c) => c[0] === String(requestId));
    expect(ofRequest.map((c) => c[supplier]).sort()).toEqual(['Ak Demir Çelik', 'K*** M****']);
    const ofSealed = cells.filter((c) => c[0] === String(sealedId));
    expect(ofSealed).toHaveLength(1);
    expect(ofSealed[0][supplier]).toBe('');
    expect(ofSealed[0][head.indexOf('Fiyat')]).toBe('');
  });

  it('refuses what a member may not have, and another member never gets a file', async () => {
    const company = await ask(buyer, { kind: 'matching-requests', format: 'xlsx' });
    expect([company.statusCode, company.json().message]).toEqual([403, EXPORT_MSG.companiesOnly]);
    for (const body of [
      { kind: 'hepsi', format: 'xlsx' },
      { kind: 'my-offers', format: 'pdf' },
      {},
      { kind: 'my-offers\u0000', format: 'csv' },
    ]) {
      const res = await ask(maker, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/seçin|geçersiz/i);
    }
    const [mine] = await list(maker);
    expect((await download(other, mine.id)).statusCode).toBe(404);
    expect((await download(other, 999_999)).statusCode).toBe(404);
    expect(JSON.stringify(await list(other))).not.toContain(mine.name);
    // files being made: at most a few at a time (rows written as asked, not yet made), and none sent before it is made
    const pending = await rawRows<{ id: number }>(
      t.db,
      sql`insert into spreadsheet_exports (member_id, kind, format)
        select ${other.id}, 'my-offers', 'csv' from generate_series(1, ${MAX_PENDING_EXPORTS}) returning id`,
    );
    const busy = await ask(other, { kind: 'my-offers', format: 'csv' });
    expect([busy.statusCode, busy.json().message]).toEqual([429, EXPORT_MSG.busy]);
    const early = await download(other, pending[0].id);
    expect([early.statusCode, early.json().message]).toEqual([409, EXPORT_MSG.notReady]);
  });

  it('are deleted after 7 days, with their bytes', async () => {
    const before = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from spreadsheet_exports`);
    expect(before[0].n).toBeGreaterThan(0);
    const [mine] = await list(maker);
    shift = 8 * 86_400_000;
    expect(await list(maker)).toEqual([]);
    expect((await download(maker, mine.id)).statusCode).toBe(404);
    expect(await runJob({ db: t.db, clock }, retentionJob(t.app.context))).toBe('ran');
    const after = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from spreadsheet_exports`);
    expect(after[0].n).toBe(0);
  });
});
