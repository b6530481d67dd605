// Delivery dates of requests and offers: from today in Türkiye, by the server's clock, to 5 years later (issue 35).
// The clock stands at 22:30 UTC, already the next day in Türkiye (UTC+3): UTC's today is yesterday there.
import { latestDay } from '@tedarik/contract/dates';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

const utcToday = new Date().toISOString().slice(0, 10);
const now = new Date(`${utcToday}T22:30:00Z`);
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = dayAfter(utcToday, 1); // in Türkiye
const last = latestDay(today);

let t: TestApp;
let pipe: { id: number; categoryId: number };
let buyer: Record<string, string>;
let maker: Record<string, string>;
let requestIds: number[];

beforeAll(async () => {
  t = await testApp({ clock: { now: () => now } });
  const cat = await f.category(t.db, 'Boru');
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  const b = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  buyer = b.auth;
  const m = await t.asMember(await f.member(t.db, { company: 'Ak Demir Çelik', pkg: 'active' }));
  maker = m.auth;
  await f.product(t.db, m.id, pipe.id, 'Dikişsiz Boru');
  requestIds = [];
  for (let i = 0; i < 3; i++) requestIds.push((await f.request(t.db, b.id, pipe.id, 'open')).id);
});
afterAll(() => t.close());

const request = (tarih: string) =>
  t.post(
    '/api/talepOlustur',
    { ktt: pipe.categoryId, urun: pipe.id, adet: 10, tip: 'Adet', tarih, detay: 'Galvanizli boru.' },
    buyer,
  );
const offer = (tarih: string, requestId = requestIds[0]) =>
  t.post(`/api/genelteklifolustur-${requestId}`, { tarih, fiyat: '100', detay: '' }, maker);

describe('a delivery date', () => {
  it('of a request is today in Türkiye or later, and at most 5 years ahead', async () => {
    for (const day of ['0001-01-01', utcToday])
      expect([day, (await request(day)).body]).toEqual([day, REQUEST_MSG.deliveryDate]);
    for (const day of [dayAfter(last, 1), '9999-12-31'])
      expect([day, (await request(day)).body]).toEqual([day, REQUEST_MSG.deliveryDateFar]);
    expect(REQUEST_MSG.deliveryDateFar).toBe('Teslim tarihi en fazla 5 yıl sonrası olabilir.');
    for (const day of [today, last]) expect((await request(day)).statusCode).toBe(200);
  });

  it('of an offer is today in Türkiye or later, and at most 5 years ahead; a refused one is not stored', async () => {
    for (const day of ['0001-01-01', utcToday])
      expect([day, (await offer(day)).body]).toEqual([day, OFFER_MSG.deliveryDate]);
    for (const day of [dayAfter(last, 1), '9999-12-31'])
      expect([day, (await offer(day)).body]).toEqual([day, OFFER_MSG.deliveryDateFar]);
    expect(OFFER_MSG.deliveryDateFar).toBe('Tahmini teslim tarihi en fazla 5 yıl sonrası olabilir.');
    expect((await offer(today)).body).toBe(OFFER_MSG.created);
    expect((await offer(last, requestIds[1])).body).toBe(OFFER_MSG.created);
    const mine = (await t.app.inject({ url: '/api/teklifListesi', headers: maker })).json();
    expect(mine.map((o: { cevap: { tahminiTesliTarihi: string } }) => o.cevap.tahminiTesliTarihi).sort()).toEqual([
      today,
      last,
    ]);
  });
});
