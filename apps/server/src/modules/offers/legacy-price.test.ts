// The legacy offer's price (spec §7: POST /api/genelteklifolustur-{id} with form fiyat), issue 47 item 6: decimal
// notation only, above zero once rounded half up to the kuruş, within the price column (numeric 14,2). It was read by
// Number(): '0x10' was stored as 16,00, '0.001' and '1e-9' as 0,00, and '1000000000000' overflowed the column (a 500).
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { offers } from '../../db/schema/offers';

let t: TestApp;
let buyerId: number;
let productId: number;
let maker: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  const cat = await f.category(t.db, 'Boru');
  productId = (await f.catalogProduct(t.db, cat.id, 'Çelik Boru')).id;
  buyerId = (await f.member(t.db, { company: 'Yılmaz Yapı' })).id;
  const m = await f.member(t.db, { company: 'Ak Demir Çelik', pkg: 'active' });
  maker = (await t.asMember(m)).auth;
  await f.product(t.db, m.id, productId, 'Dikişsiz Boru');
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const send = (requestId: number, fiyat: unknown, form = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/genelteklifolustur-${requestId}`,
    ...(form
      ? {
          headers: { ...maker, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ tarih: tomorrow(), fiyat: String(fiyat), detay: '' }).toString(),
        }
      : { headers: maker, payload: { tarih: tomorrow(), fiyat, detay: '' } }),
  });
const stored = async (requestId: number) =>
  (
    await t.db
      .select({ price: sql<string>`${offers.price}::text` })
      .from(offers)
      .where(eq(offers.requestId, requestId))
  ).map((r) => r.price);

describe("the legacy offer's fiyat", () => {
  it('takes what legacy clients send: a decimal in a form field or JSON, rounded half up to the kuruş', async () => {
    const cases: [unknown, string, boolean?][] = [
      ['1500', '1500.00', true],
      ['1500.5', '1500.50', true],
      [' 250.75 ', '250.75'],
      ['12.345', '12.35'],
      ['0.005', '0.01'],
      ['.5', '0.50'],
      ['007', '7.00'],
      [1500.5, '1500.50'],
      [1.005, '1.01'], // a float rounding said 1.00
      [42, '42.00'],
      ['999999999999.99', '999999999999.99'],
    ];
    for (const [fiyat, price, form] of cases) {
      const { id } = await f.request(t.db, buyerId, productId, 'open');
      const res = await send(id, fiyat, form);
      expect([fiyat, res.statusCode, res.body]).toEqual([fiyat, 200, expect.stringContaining(OFFER_MSG.created)]);
      expect(await stored(id)).toEqual([price]);
    }
  });

  it("refuses anything else with 'Geçerli bir fiyat girin.', never a 500, and stores nothing", async () => {
    const { id } = await f.request(t.db, buyerId, productId, 'open');
    const hostile: unknown[] = [
      '1000000000000', // past numeric(14,2): a 500 before
      '999999999999.995', // rounds past it
      '0x10', // 16,00 before
      '0.001', // 0,00 before
      '1e-9', // 0,00 before
      '1e3',
      '0',
      '0.00',
      '-5',
      '+5',
      '1,5',
      '1.234,56',
      'Infinity',
      'NaN',
      '',
      ' ',
      '.',
      '1.2.3',
      '١٢٣',
      '9'.repeat(100_000),
      0,
      -1,
      1e-9,
      1e21,
      null,
      [],
      {},
      true,
    ];
    for (const fiyat of hostile)
      for (const form of [false, true]) {
        if (form && typeof fiyat !== 'string' && typeof fiyat !== 'number') continue;
        const res = await send(id, fiyat, form);
        expect([String(fiyat).slice(0, 20), form, res.statusCode, res.body]).toEqual([
          String(fiyat).slice(0, 20),
          form,
          400,
          OFFER_MSG.price,
        ]);
      }
    expect(await stored(id)).toEqual([]);
    expect(OFFER_MSG.price).toBe('Geçerli bir fiyat girin.');
  });
});
