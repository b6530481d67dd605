// The support desk through the real calls: a member's tickets and thread, the back-office list, thread and answer
// (notification and mail), the states on both sides, ownership, and hostile input refused in Turkish.
import { BAD_CHARACTER, TOO_LONG } from '@tedarik/contract/fields';
import { TICKET_PAGE_SIZE } from '@tedarik/contract/support/admin';
import { SUPPORT_MSG } from '@tedarik/contract/support/member';
import { UNPAGED_CEILING } from '@tedarik/contract/unpaged';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { lastDelivered } from '../../../test/mail';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { supportMessages, supportTickets } from '../../db/schema/support';

let t: TestApp;
type Who = { id: number; email: string; fullName: string; companyName: string; auth: Record<string, string> };
let asker: Who;
let other: Who;
let admin: Record<string, string>;

const asMember = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => {
  const m = await f.member(t.db, opts);
  return t.asMember(m);
};
const newTicket = async (
  who: Who,
  baslik = 'Fatura sorunu',
  detay = 'Paket faturamı bulamıyorum, yardım eder misiniz?',
) => {
  const res = await t.post('/api/destekyeni', { baslik, detay }, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as number;
};
/** The text part of the newest mail written out to `to`, once the outbox has delivered everything due. */
const deliveredMail = (to: string) => lastDelivered(t, to);
const stateOf = async (who: Who, id: number) =>
  (await t.get('/api/destekListesi', who.auth)).json().find((x: { id: number }) => x.id === id)?.durum;
const adminRow = async (id: number) =>
  (await t.get(`/adn_api/destekdetay-${id}`, admin)).json().destek as { donus: boolean };

beforeAll(async () => {
  t = await testApp();
  asker = await asMember({ company: 'Yılmaz Yapı', name: 'Ayşe Yılmaz' });
  other = await asMember({ company: 'Başka Firma' });
  admin = await t.asAdmin();
});
afterAll(() => t.close());

describe('a member opens a ticket', () => {
  it('refuses a broken form with the spec messages, joined, and hostile text in Turkish', async () => {
    const empty = await t.post('/api/destekyeni', {}, asker.auth);
    expect([empty.statusCode, empty.body]).toEqual([400, `${SUPPORT_MSG.subject}\n${SUPPORT_MSG.message}`]);
    const short = await t.post('/api/destekyeni', { baslik: ' ab ', detay: 'kısa mesaj' }, asker.auth);
    expect(short.body).toBe(`${SUPPORT_MSG.subject}\n${SUPPORT_MSG.message}`); // 2 and 10 characters: not above
    expect((await t.post('/api/destekyeni', { baslik: 'Konu', detay: 'kısa' }, asker.auth)).body).toBe(
      SUPPORT_MSG.message,
    );
    const huge = await t.post('/api/destekyeni', { baslik: 'Konu', detay: 'a'.repeat(70_000) }, asker.auth);
    expect([huge.statusCode, huge.body]).toEqual([400, TOO_LONG]);
    const nul = await t.post(
      '/api/destekyeni',
      { baslik: 'Ko\u0000nu', detay: 'Bir mesaj\u0000 yazdım burada.' },
      asker.auth,
    );
    expect([nul.statusCode, nul.body]).toEqual([400, BAD_CHARACTER]);
    expect(await t.db.$count(supportTickets, eq(supportTickets.memberId, asker.id))).toBe(0);
    expect((await t.get('/api/destekListesi', asker.auth)).json()).toEqual([]);
  });

  it('writes the ticket and its first message; it waits for an answer', async () => {
    const before = await t.db.$count(supportMessages);
    const res = await t.post(
      '/api/destekyeni',
      { baslik: '  Fatura sorunu ', detay: ' Faturamı bulamıyorum. ' },
      asker.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json();
    expect(typeof id).toBe('number');
    expect(await t.db.$count(supportMessages)).toBe(before + 1);
    const list = (await t.get('/api/destekListesi', asker.auth)).json();
    expect(list).toEqual([
      {
        id,
        baslik: 'Fatura sorunu',
        tarih: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        cevap: false,
        durum: 'bekliyor',
      },
    ]);
    const thread = (await t.get(`/api/destekDetay-${id}`, asker.auth)).json();
    expect(thread.destek).toEqual(list[0]);
    expect(thread.liste).toEqual([
      { id: expect.any(Number), metin: 'Faturamı bulamıyorum.', tarih: expect.any(String), cevap: true },
    ]);
    expect(Number.isNaN(Date.parse(thread.liste[0].tarih))).toBe(false);
  });

  it('lists the member’s tickets newest first', async () => {
    const first = await newTicket(asker, 'Birinci konu');
    const second = await newTicket(asker, 'İkinci konu');
    const ids = (await t.get('/api/destekListesi', asker.auth)).json().map((x: { id: number }) => x.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });
});

describe('ownership', () => {
  it('tells nothing of another member’s ticket and refuses to write on it', async () => {
    const id = await newTicket(asker, 'Gizli konu', 'Bu talep yalnız bana aittir, kimse görmesin.');
    const theirs = await t.get(`/api/destekDetay-${id}`, other.auth);
    expect([theirs.statusCode, theirs.body]).toEqual([404, SUPPORT_MSG.notFound]);
    const reply = await t.post(`/api/destekyeniDetay-${id}`, { detay: 'Araya giriyorum.' }, other.auth);
    expect([reply.statusCode, reply.body]).toEqual([404, SUPPORT_MSG.notFound]);
    expect(await t.db.$count(supportMessages, eq(supportMessages.ticketId, id))).toBe(1);
    expect((await t.get('/api/destekListesi', other.auth)).json()).toEqual([]);
    expect((await t.get('/api/destekDetay-999999', asker.auth)).statusCode).toBe(404);
  });

  it('refuses every call without a session, and the back-office calls with a member’s', async () => {
    for (const res of [
      await t.get('/api/destekListesi'),
      await t.post('/api/destekyeni', { baslik: 'Konu', detay: 'Yeterince uzun bir mesaj.' }),
      await t.get('/api/destekDetay-1'),
      await t.post('/api/destekyeniDetay-1', { detay: 'Yanıtım' }),
      await t.get('/adn_api/DestekList', asker.auth),
      await t.get('/adn_api/destekdetay-1', asker.auth),
      await t.post('/adn_api/destekcevap-1', { detay: 'Yanıtımız burada.' }, asker.auth),
    ])
      expect([res.statusCode, res.body]).toEqual([400, 'cikis']);
  });
});

describe('the staff answers, the member replies', () => {
  it('moves the states: bekliyor → yanitlandi → musteri, and donus with them', async () => {
    const id = await newTicket(asker, 'Şifre değişikliği');
    const thread = (await t.get(`/adn_api/destekdetay-${id}`, admin)).json();
    expect(thread).toEqual({
      destek: {
        id,
        baslik: 'Şifre değişikliği',
        tarih: expect.any(String),
        donus: true,
        uy: { uyeid: asker.id, firma: 'Yılmaz Yapı', adsoyad: 'Ayşe Yılmaz' },
      },
      liste: [{ id: expect.any(Number), metin: expect.any(String), ctarih: expect.any(String), cevap: true }],
      uyeAd: 'Ayşe Yılmaz',
    });

    // the staff's answer: above 10 characters
    const short = await t.post(`/adn_api/destekcevap-${id}`, { detay: ' 1234567890 ' }, admin);
    expect([short.statusCode, short.body]).toEqual([400, SUPPORT_MSG.message]);
    const nul = await t.post(`/adn_api/destekcevap-${id}`, { detay: 'Yanıtımız\u0000 şudur efendim.' }, admin);
    expect([nul.statusCode, nul.body]).toEqual([400, BAD_CHARACTER]);
    const answered = await t.post(
      `/adn_api/destekcevap-${id}`,
      { detay: 'Şifrenizi profil sayfasından değiştirin.' },
      admin,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().destek.donus).toBe(false);
    expect(answered.json().liste.map((m: { cevap: boolean; metin: string }) => [m.cevap, m.metin])).toEqual([
      [true, 'Paket faturamı bulamıyorum, yardım eder misiniz?'],
      [false, 'Şifrenizi profil sayfasından değiştirin.'],
    ]);
    expect(await stateOf(asker, id)).toBe('yanitlandi');

    // the member's reply: above 4 characters
    expect((await t.post(`/api/destekyeniDetay-${id}`, { detay: 'tamm' }, asker.auth)).body).toBe(SUPPORT_MSG.message);
    const reply = await t.post(`/api/destekyeniDetay-${id}`, { detay: 'Teşekkürler, ama olmadı.' }, asker.auth);
    expect([reply.statusCode, reply.body]).toEqual([200, SUPPORT_MSG.sent]);
    expect(await stateOf(asker, id)).toBe('musteri');
    expect((await adminRow(id)).donus).toBe(true);
    const mine = (await t.get(`/api/destekDetay-${id}`, asker.auth)).json();
    expect(mine.destek.durum).toBe('musteri');
    expect(mine.liste.map((m: { cevap: boolean }) => m.cevap)).toEqual([true, false, true]);

    await t.post(`/adn_api/destekcevap-${id}`, { detay: 'Tekrar deneyin lütfen, düzeldi.' }, admin);
    expect(await stateOf(asker, id)).toBe('yanitlandi');
    expect((await adminRow(id)).donus).toBe(false);
  });

  it('tells the member by notification and, as consented, by mail', async () => {
    const id = await newTicket(asker, 'Logo yükleme');
    await t.post(`/adn_api/destekcevap-${id}`, { detay: 'Logonuz 2 MB altında olmalı.' }, admin);
    const alerts = (await t.get('/api/bildirimUyarilar', asker.auth)).json();
    expect(alerts.liste[0]).toMatchObject({
      metin: 'Destek talebinize yanıt verildi: Logo yükleme',
      link: `/destek-talep-detay-${id}`,
      okundu: false,
    });
    expect(await t.lastMessage(asker.email)).toMatchObject({
      channel: 'mail',
      subject: 'Destek talebinize yanıt verildi',
    });
    // a delivered mail keeps no body in the outbox: read what was written out
    const body = await deliveredMail(asker.email);
    expect(body).toContain('Destek talebinize yanıt verildi: Logo yükleme');
    expect(body).toContain('Logonuz 2 MB altında olmalı.');
    expect(body).toContain(`http://localhost:3000/destek-talep-detay-${id}`);

    // no consent, no mail; the notification still
    const quiet = await asMember();
    await t.db.update(members).set({ mailOptIn: false }).where(eq(members.id, quiet.id));
    const theirs = await newTicket(quiet);
    await t.post(`/adn_api/destekcevap-${theirs}`, { detay: 'Yanıtımız burada efendim.' }, admin);
    expect(await t.lastMessage(quiet.email)).toBeUndefined();
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.memberId, quiet.id), eq(notifications.kind, 'support_answered')),
      ),
    ).toBe(1);
  });

  it('answers 404 for a ticket that does not exist, and writes nothing', async () => {
    const before = await t.db.$count(supportMessages);
    const res = await t.post('/adn_api/destekcevap-999999', { detay: 'Yanıtımız burada efendim.' }, admin);
    expect([res.statusCode, res.body]).toEqual([404, SUPPORT_MSG.notFound]);
    expect((await t.get('/adn_api/destekdetay-999999', admin)).statusCode).toBe(404);
    expect(await t.db.$count(supportMessages)).toBe(before);
  });
});

describe('the back-office list', () => {
  it('shows the tickets waiting for an answer first, then the newest, 50 a page', async () => {
    // 60 more tickets of one member, every third answered, spread over time
    const busy = await asMember({ company: 'Çok Soran' });
    const rows = await t.db
      .insert(supportTickets)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          memberId: busy.id,
          subject: `Konu ${i}`,
          answered: i % 3 === 0,
          waiting: i % 3 !== 0,
          createdAt: sql`now() - make_interval(mins => ${i * 7})`,
        })),
      )
      .returning();
    expect(rows.length).toBe(60);
    const all = await t.db.select().from(supportTickets);
    const expected = all
      .sort(
        (a, b) => Number(b.waiting) - Number(a.waiting) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
      )
      .map((x) => x.id);
    const page = async (n?: number) =>
      (await t.get(`/adn_api/DestekList${n ? `?sayfa=${n}` : ''}`, admin))
        .json()
        .map((x: { id: number; donus: boolean }) => x);
    const first = await page(1);
    expect(first.length).toBe(TICKET_PAGE_SIZE);
    const second = await page(2);
    expect([...first, ...second].map((x: { id: number }) => x.id)).toEqual(expected);
    // no page at all: every ticket in the same order, as a legacy client reads the list (spec: DestekList unpaged)
    expect((await page()).map((x: { id: number }) => x.id)).toEqual(expected);
    expect((await page(1)).map((x: { id: number }) => x.id)).toEqual(first.map((x: { id: number }) => x.id));
    expect(await page(99)).toEqual([]);
    const flags = [...first, ...second].map((x: { donus: boolean }) => x.donus);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).every((d) => !d)).toBe(true);
    // a hostile page number is page 1
    const odd = await t.get('/adn_api/DestekList?sayfa=%00', admin);
    expect(odd.statusCode).toBe(200);
  });

  it('without a page, answers at most 5,000 tickets and the total in X-Total-Count', async () => {
    const before = await t.db.$count(supportTickets);
    await t.db.execute(sql`insert into support_tickets (member_id, subject)
      select ${other.id}::int, 'Toplu ' || g from generate_series(1, ${UNPAGED_CEILING + 1 - before}::int) g`);
    const all = await t.get('/adn_api/DestekList', admin);
    expect([all.json().length, all.headers['x-total-count']]).toEqual([UNPAGED_CEILING, String(UNPAGED_CEILING + 1)]);
    const page = await t.get('/adn_api/DestekList?sayfa=3', admin);
    expect([page.json().length, page.headers['x-total-count']]).toEqual([TICKET_PAGE_SIZE, undefined]);
  });

  it('feeds the back-office home page with the waiting tickets only', async () => {
    const id = await newTicket(other, 'Bekleyen konu');
    const home = (await t.get('/adn_api/indexAdminBilgiler', admin)).json();
    const waiting = home.indexDestekTalepleriList as { id: number; donus: boolean; uyeid: number }[];
    expect(waiting[0]).toMatchObject({ id, baslik: 'Bekleyen konu', donus: true, uyeid: other.id });
    expect(waiting.every((x) => x.donus)).toBe(true);
    await t.post(`/adn_api/destekcevap-${id}`, { detay: 'Cevabımız bu şekildedir.' }, admin);
    const after = (await t.get('/adn_api/indexAdminBilgiler', admin)).json().indexDestekTalepleriList;
    expect(after.map((x: { id: number }) => x.id)).not.toContain(id);
  });
});
