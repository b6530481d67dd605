// The back-office's contact inbox and newsletter list through the real calls: newest first in pages of 50 (without a
// page, the whole list up to the ceiling, as the spec's unpaged lists), the read flag and the unread count, delete and
// remove answering the page, the e-mail search, and the CSV export.
import { INBOX_ADMIN_MSG, INBOX_PAGE_SIZE } from '@tedarik/contract/inbox/admin';
import { UNPAGED_CEILING } from '@tedarik/contract/unpaged';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import { contactMessages, newsletterSubscribers } from '../../db/schema/inbox';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'POST', url, headers });

describe('the inbox calls need the back-office session', () => {
  it("answers 400 'cikis' without one", async () => {
    for (const [method, url] of [
      ['GET', '/adn_api/iletisimCount'],
      ['GET', '/adn_api/iletisimList'],
      ['GET', '/adn_api/iletisimdetay-1'],
      ['POST', '/adn_api/iletisimokundu-1'],
      ['POST', '/adn_api/iletisimdelete-1'],
      ['GET', '/adn_api/bultenList'],
      ['POST', '/adn_api/bultenKaldir-1'],
      ['GET', '/adn_api/bultenListCsv'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: basic('admin', 'sahte') });
      expect([res.statusCode, res.body], `${method} ${url}`).toEqual([400, 'cikis']);
    }
  });
});

describe('the contact inbox', () => {
  let first: number;
  beforeAll(async () => {
    // 53 messages: one through the public form, the rest older and written directly
    await t.db.insert(contactMessages).values(
      Array.from({ length: 52 }, (_, i) => ({
        name: `Gönderen ${i + 1}`,
        phone: '0532 000 00 00',
        email: `g${i + 1}@ornek.com`,
        message: `Mesaj ${i + 1}`,
        createdAt: sql`now() - make_interval(hours => ${100 - i})`,
      })),
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/iletisimMail',
      payload: { ad: 'Ayşe Yılmaz', mail: 'ayse@ornek.com', tel: '0532 123 45 67', mesaJ: 'Toplu sipariş için bilgi.' },
    });
    expect(sent.body).toBe('Ok');
  });

  it('lists the newest first, 50 a page, with sender, phone, date and read flag', async () => {
    const page1 = await get('/adn_api/iletisimList?sayfa=1');
    expect(page1.statusCode).toBe(200);
    const list = page1.json();
    expect(list).toHaveLength(INBOX_PAGE_SIZE);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      ad: 'Ayşe Yılmaz',
      tel: '0532 123 45 67',
      email: 'ayse@ornek.com',
      mesaj: 'Toplu sipariş için bilgi.',
      tarih: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      oku: false,
    });
    expect(list[1].ad).toBe('Gönderen 52');
    first = list[0].id;
    const page2 = (await get('/adn_api/iletisimList?sayfa=2')).json();
    expect(page2.map((m: { ad: string }) => m.ad)).toEqual(['Gönderen 3', 'Gönderen 2', 'Gönderen 1']);
    expect((await get('/adn_api/iletisimList?sayfa=3')).json()).toEqual([]);
    expect((await get('/adn_api/iletisimList?sayfa=abc')).json()).toEqual(list); // a bad page is page 1
    // no page at all: every message, as a legacy client reads the list; no total header below the ceiling
    const all = await get('/adn_api/iletisimList');
    expect(all.json()).toEqual([...list, ...page2]);
    expect(all.headers['x-total-count']).toBeUndefined();
  });

  it('shows one message without marking it read; iletisimokundu marks it and the count drops', async () => {
    expect((await get('/adn_api/iletisimCount')).json()).toBe(53);
    const detail = await get(`/adn_api/iletisimdetay-${first}`);
    expect(detail.json()).toMatchObject({ id: first, ad: 'Ayşe Yılmaz', oku: false });
    expect((await get('/adn_api/iletisimCount')).json()).toBe(53);
    const read = await post(`/adn_api/iletisimokundu-${first}?sayfa=1`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(INBOX_PAGE_SIZE);
    expect((await post(`/adn_api/iletisimokundu-${first}`)).json()).toHaveLength(53); // no page: the whole list
    expect(read.json()[0]).toMatchObject({ id: first, oku: true });
    expect((await get('/adn_api/iletisimCount')).json()).toBe(52);
    // twice is harmless
    expect((await post(`/adn_api/iletisimokundu-${first}`)).statusCode).toBe(200);
    expect((await get('/adn_api/iletisimCount')).json()).toBe(52);
    // the answer is the page the admin is on
    const onPage2 = (await post(`/adn_api/iletisimokundu-${first}?sayfa=2`)).json();
    expect(onPage2).toHaveLength(3);
  });

  it('deletes a message and answers the page; an unknown one is refused in Turkish', async () => {
    const last = (await get('/adn_api/iletisimList?sayfa=2')).json()[2];
    const res = await post(`/adn_api/iletisimdelete-${last.id}?sayfa=2`);
    expect(res.json().map((m: { ad: string }) => m.ad)).toEqual(['Gönderen 3', 'Gönderen 2']);
    expect((await get('/adn_api/iletisimCount')).json()).toBe(51);
    for (const url of [
      `/adn_api/iletisimdelete-${last.id}`,
      `/adn_api/iletisimokundu-${last.id}`,
      `/adn_api/iletisimdetay-${last.id}`,
    ]) {
      const again = url.includes('detay') ? await get(url) : await post(url);
      expect([again.statusCode, again.body], url).toEqual([404, INBOX_ADMIN_MSG.messageNotFound]);
    }
  });
});

describe('the newsletter list', () => {
  beforeAll(async () => {
    await t.db.insert(newsletterSubscribers).values(
      Array.from({ length: 55 }, (_, i) => ({
        email: `abone${String(i + 1).padStart(2, '0')}@ornek.com`,
        createdAt: sql`now() - make_interval(days => ${60 - i})`,
      })),
    );
    await t.db
      .insert(newsletterSubscribers)
      .values([
        { email: 'istanbul@firma.com.tr' },
        { email: '=cmd|x@ornek.com' },
        { email: 'yuzde%alt_cizgi@ornek.com' },
      ]);
  });

  it('lists the newest first, 50 a page, or all without a page', async () => {
    const page1 = (await get('/adn_api/bultenList?sayfa=1')).json();
    expect(page1).toHaveLength(INBOX_PAGE_SIZE);
    expect(page1[0]).toEqual({ id: expect.any(Number), email: 'yuzde%alt_cizgi@ornek.com', tarih: expect.any(String) });
    const page2 = (await get('/adn_api/bultenList?sayfa=2')).json();
    expect(page2.map((s: { email: string }) => s.email)).toEqual(
      ['08', '07', '06', '05', '04', '03', '02', '01'].map((n) => `abone${n}@ornek.com`),
    );
    expect((await get('/adn_api/bultenList')).json()).toEqual([...page1, ...page2]);
  });

  it('searches addresses case-insensitively (Turkish İ and ı as i), wildcards taken literally', async () => {
    const emails = async (ara: string) =>
      (await get(`/adn_api/bultenList?ara=${encodeURIComponent(ara)}`)).json().map((s: { email: string }) => s.email);
    expect(await emails('İSTANBUL')).toEqual(['istanbul@firma.com.tr']);
    expect(await emails('ıstanbul@FIRMA')).toEqual(['istanbul@firma.com.tr']);
    expect(await emails('ABONE5')).toEqual(['55', '54', '53', '52', '51', '50'].map((n) => `abone${n}@ornek.com`));
    expect(await emails('%')).toEqual(['yuzde%alt_cizgi@ornek.com']);
    expect(await emails('_')).toEqual(['yuzde%alt_cizgi@ornek.com']);
    expect(await emails('yok-boyle-biri')).toEqual([]);
    expect((await get('/adn_api/bultenList?ara=abone&sayfa=2')).json()).toHaveLength(5);
    expect((await get('/adn_api/bultenList?ara=abone')).json()).toHaveLength(55);
  });

  it('removes an address and answers the page with the same search', async () => {
    const [target] = (await get('/adn_api/bultenList?ara=istanbul')).json();
    const res = await post(`/adn_api/bultenKaldir-${target.id}?ara=istanbul`);
    expect([res.statusCode, res.json()]).toEqual([200, []]);
    const again = await post(`/adn_api/bultenKaldir-${target.id}`);
    expect([again.statusCode, again.body]).toEqual([404, INBOX_ADMIN_MSG.subscriberNotFound]);
    expect((await get('/adn_api/bultenList?sayfa=1')).json()).toHaveLength(INBOX_PAGE_SIZE);
    expect((await get('/adn_api/bultenList')).json()).toHaveLength(57);
  });

  it('exports every address with its date as CSV, formulas defused', async () => {
    const res = await get('/adn_api/bultenListCsv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bulten-aboneleri.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFemail,tarih');
    expect(lines.at(-1)).toBe(''); // ends with a line break
    expect(lines).toHaveLength(1 + 57 + 1);
    expect(lines[1]).toMatch(/^yuzde%alt_cizgi@ornek\.com,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^'=cmd\|x@ornek\.com,/);
    expect(lines.at(-2)).toMatch(/^abone01@ornek\.com,/);
    const filtered = (await get('/adn_api/bultenListCsv?ara=ABONE0')).body.split('\r\n');
    expect(filtered).toHaveLength(1 + 9 + 1);
  });

  it('exports a long list in batches, whole', async () => {
    await t.db
      .insert(newsletterSubscribers)
      .values(Array.from({ length: 4500 }, (_, i) => ({ email: `toplu${i}@ornek.com` })));
    const lines = (await get('/adn_api/bultenListCsv')).body.split('\r\n');
    expect(lines).toHaveLength(1 + 57 + 4500 + 1);
    expect(new Set(lines).size).toBe(lines.length);
  });
});

describe('past the ceiling of an unpaged list', () => {
  it('answers the newest 5,000 and the total in X-Total-Count; a page is still a page', async () => {
    // 4,557 subscribers from the tests above, and 500 more: 5,057
    await t.db.execute(sql`insert into newsletter_subscribers (email)
      select 'tavan' || g || '@ornek.com' from generate_series(1, 500) g`);
    const all = await get('/adn_api/bultenList');
    expect(all.json()).toHaveLength(UNPAGED_CEILING);
    expect(all.headers['x-total-count']).toBe('5057');
    expect(all.json()[0].email).toBe('tavan500@ornek.com');
    const searched = await get('/adn_api/bultenList?ara=tavan');
    expect([searched.json().length, searched.headers['x-total-count']]).toEqual([500, undefined]);
    const page = await get('/adn_api/bultenList?sayfa=2');
    expect([page.json().length, page.headers['x-total-count']]).toEqual([INBOX_PAGE_SIZE, undefined]);

    await t.db.execute(sql`insert into contact_messages (name, phone, email, message)
      select 'Toplu ' || g, '0532 000 00 00', 'toplu' || g || '@ornek.com', 'Mesaj' from generate_series(1, 5000) g`);
    const messages = await get('/adn_api/iletisimList');
    expect([messages.json().length, messages.headers['x-total-count']]).toEqual([UNPAGED_CEILING, '5052']);
    expect(messages.json()[0].ad).toBe('Toplu 5000');
    expect((await get('/adn_api/iletisimList?sayfa=3')).json()).toHaveLength(INBOX_PAGE_SIZE);
  });
});
