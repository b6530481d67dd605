// Paying by bank transfer (issue 50 item 3), through the real calls on PGlite (and PostgreSQL with TEST_DATABASE_URL):
// an order's amounts with KDV, its receipt that only its member and the administrators read, the confirmation that
// activates a package or adds a top-up's credits once however often it is sent, the rejection and a new receipt,
// the cancel, the IBAN check, and the proforma invoice's text.
import { ORDER_MSG as MSG } from '@tedarik/contract/orders/orders';
import { PACKAGE_MSG } from '@tedarik/contract/packages/member';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { rawRows } from '../../db/client';
import { creditAccounts, creditEntries, creditPacks } from '../../db/schema/credits';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { orders } from '../../db/schema/orders';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import { roleOf } from '../packages/service';

let t: TestApp;
const now = new Date('2026-12-01T09:00:00Z');
const clock = { now: () => now };
type Who = { id: number; auth: Record<string, string> };
let admin: Record<string, string>;

const buyer = async (pkg?: 'active'): Promise<Who> => t.asMember(await f.member(t.db, pkg ? { pkg } : {}));
const definition = async (price = '1000.00', discount = '0') =>
  (await t.db.insert(packageDefinitions).values({ title: 'Altın Paket', months: 6, price, discount }).returning())[0];
const pack = async (credits = 50, price = '499.99') =>
  (await t.db.insert(creditPacks).values({ title: 'Ek 50 Teklif', credits, price }).returning())[0];

const order = (who: Who, body: object) => t.post('/api/v2/orders', body, who.auth);
const upload = (who: Who, id: number, bytes: Buffer = samples.pdf(), name = 'dekont.pdf') => {
  const body = multipart({}, { file: [name, bytes] });
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/orders/${id}/receipt`,
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
};
const confirm = (id: number, auth = admin) => t.call('POST', `/adn_api/v2/orders/${id}/confirm`, auth);
const reject = (id: number, reason: string) => t.post(`/adn_api/v2/orders/${id}/reject`, { reason }, admin);
const bells = (memberId: number, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.kind, kind)));

beforeAll(async () => {
  t = await testApp({ clock });
  admin = await t.asAdmin();
}, 60_000);
afterAll(() => t?.close());

describe('an order', () => {
  it('of a package has its reference code, the price with KDV 20 % and the waiting application with it', async () => {
    const who = await buyer();
    const d = await definition('999.99');
    const q = await t.get(`/api/v2/orders/quote?package=${d.id}`, who.auth);
    expect(q.json()).toMatchObject({ net: '999.99', kdvRate: 20, kdv: '200.00', total: '1199.99', months: 6 });
    const res = await order(who, { package: d.id });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({ kind: 'package', title: 'Altın Paket', net: '999.99', kdv: '200.00', total: '1199.99' });
    expect(o.status).toBe('waiting');
    expect(o.code).toMatch(/^TDK-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const [application] = await t.db
      .select()
      .from(packageSubscriptions)
      .where(eq(packageSubscriptions.memberId, who.id));
    expect([application.status, application.price]).toEqual([null, '999.99']);
    // one application at a time, as paketBasvurusu's rule
    expect((await order(who, { package: d.id })).json().message).toBe(PACKAGE_MSG.pending);
    const mine = (await t.get('/api/v2/orders', who.auth)).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([o.id]);
  });

  it('of a top-up is only for a company with a running package, with its credits', async () => {
    const p = await pack(50, '100.05');
    const plain = await buyer();
    expect((await order(plain, { pack: p.id })).json()).toEqual({ message: MSG.topUpNeedsPackage });
    const company = await buyer('active');
    const o = (await order(company, { pack: p.id })).json();
    expect(o).toMatchObject({ kind: 'top_up', credits: 50, net: '100.05', kdv: '20.01', total: '120.06' });
    expect((await order(company, {})).statusCode).toBe(400);
    expect((await order(company, { pack: 999_999 })).json()).toEqual({ message: MSG.packGone });
  });
});

describe('a receipt', () => {
  it('of another member is refused, as is its order', async () => {
    const owner = await buyer('active');
    const stranger = await buyer('active');
    const o = (await order(owner, { pack: (await pack()).id })).json();
    expect((await upload(owner, o.id)).json().status).toBe('receipt_sent');
    const mine = await t.get(`/api/v2/orders/${o.id}/receipt`, owner.auth);
    expect([mine.statusCode, mine.headers['content-disposition']]).toEqual([200, expect.stringMatching(/^attachment/)]);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    for (const res of [
      await t.get(`/api/v2/orders/${o.id}/receipt`, stranger.auth),
      await t.get(`/api/v2/orders/${o.id}`, stranger.auth),
      await t.get(`/api/v2/orders/${o.id}/proforma`, stranger.auth),
      await upload(stranger, o.id),
      await t.call('POST', `/api/v2/orders/${o.id}/cancel`, stranger.auth),
    ])
      expect([res.statusCode, res.json()]).toEqual([404, { message: MSG.notFound }]);
    expect((await t.get(`/adn_api/v2/orders/${o.id}/receipt`, admin)).statusCode).toBe(200);
  });

  it('of a kind that is not a PDF, PNG or JPEG is refused, and so is an empty one', async () => {
    const who = await buyer('active');
    const o = (await order(who, { pack: (await pack()).id })).json();
    const zip = await upload(who, o.id, samples.zip(), 'dekont.pdf');
    expect([zip.statusCode, zip.json()]).toEqual([415, { message: MSG.fileKind }]);
    expect((await upload(who, o.id, Buffer.alloc(0))).json()).toEqual({ message: MSG.empty });
    expect((await upload(who, o.id, await samples.png(), 'dekont.png')).statusCode).toBe(200);
  });
});

describe('the confirmation', () => {
  it('of a package order sent twice at once activates the package once and tells the member once', async () => {
    const who = await buyer();
    const o = (await order(who, { package: (await definition()).id })).json();
    await upload(who, o.id);
    const [a, b] = await Promise.all([confirm(o.id), confirm(o.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const subs = await t.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.memberId, who.id));
    expect(subs.map((s) => s.status)).toEqual([true]);
    expect(await bells(who.id, 'package_approved')).toHaveLength(1);
    const me = (await t.get(`/api/v2/orders/${o.id}`, who.auth)).json();
    expect(me.order.status).toBe('confirmed');
    expect(await roleOf(t.db, who.id)).toBe('imalatci');
  });

  it('of a top-up adds its credits once, however often it is sent', async () => {
    const who = await buyer('active');
    const o = (await order(who, { pack: (await pack(50)).id })).json();
    await upload(who, o.id);
    const answers = await Promise.all([confirm(o.id), confirm(o.id), confirm(o.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [account] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.memberId, who.id));
    expect(account.topUp).toBe(50);
    const entries = await t.db.select().from(creditEntries).where(eq(creditEntries.memberId, who.id));
    expect(entries.map((e) => [e.kind, e.amount, e.orderId])).toEqual([['top_up', 50, o.id]]);
    expect(await bells(who.id, 'order_confirmed')).toHaveLength(1);
  });

  it('is refused to a Moderatör and allowed to Muhasebe, and audited', async () => {
    const who = await buyer('active');
    const o = (await order(who, { pack: (await pack()).id })).json();
    expect((await confirm(o.id, await t.asRole('moderator'))).statusCode).toBe(403);
    expect((await confirm(o.id, await t.asRole('accounting'))).statusCode).toBe(200);
    const audit = (await t.get(`/adn_api/v2/audit?targetType=order&targetId=${o.id}`, admin)).json();
    expect(JSON.stringify(audit)).toContain('confirmed');
  });
});

describe('a rejection', () => {
  it('tells the member its reason; a new receipt sends the order again and it can be confirmed', async () => {
    const who = await buyer('active');
    const o = (await order(who, { pack: (await pack(10)).id })).json();
    await upload(who, o.id);
    expect((await reject(o.id, ' ')).statusCode).toBe(400);
    expect((await reject(o.id, 'Tutar eksik yatırılmış.')).json()).toEqual({ message: MSG.rejected });
    const rejected = (await t.get(`/api/v2/orders/${o.id}`, who.auth)).json().order;
    expect([rejected.status, rejected.rejectReason]).toEqual(['rejected', 'Tutar eksik yatırılmış.']);
    const [bell] = await bells(who.id, 'order_rejected');
    expect(bell.text).toContain('Tutar eksik yatırılmış.');
    expect((await confirm(o.id)).statusCode).toBe(409); // nothing to decide until a new receipt
    const again = await upload(who, o.id, await samples.jpeg(), 'yeni.jpg');
    expect(again.json()).toMatchObject({ status: 'receipt_sent', rejectReason: '', receipt: { fileName: 'yeni.jpg' } });
    expect((await confirm(o.id)).statusCode).toBe(200);
    expect((await upload(who, o.id)).json()).toEqual({ message: MSG.receiptClosed });
  });
});

describe('a cancel', () => {
  it('withdraws a package order’s application; a confirmed order cannot be cancelled', async () => {
    const who = await buyer();
    const d = await definition();
    const o = (await order(who, { package: d.id })).json();
    expect((await t.call('POST', `/api/v2/orders/${o.id}/cancel`, who.auth)).json()).toEqual({
      message: MSG.cancelled,
    });
    expect(await t.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.memberId, who.id))).toEqual([]);
    expect((await upload(who, o.id)).json()).toEqual({ message: MSG.receiptClosed });
    expect((await confirm(o.id)).statusCode).toBe(409);
    const next = (await order(who, { package: d.id })).json(); // a new application is possible again
    expect((await confirm(next.id)).statusCode).toBe(200);
    const late = await t.call('POST', `/api/v2/orders/${next.id}/cancel`, who.auth);
    expect([late.statusCode, late.json()]).toEqual([409, { message: MSG.notCancellable }]);
  });
});

describe('the settings', () => {
  it('take a valid IBAN (spaces aside) and refuse a wrong one; members see only the active accounts', async () => {
    const bad = await t.post(
      '/adn_api/v2/bank-accounts',
      { bank: 'Ziraat', holder: 'Tedarik A.Ş.', iban: 'TR33 0006 1005 1978 6457 8413 27', currency: 'TL' },
      admin,
    );
    expect([bad.statusCode, bad.json().fields.iban]).toEqual([400, MSG.iban]);
    const good = await t.post(
      '/adn_api/v2/bank-accounts',
      { bank: 'Ziraat Bankası', holder: 'Tedarik A.Ş.', iban: 'tr33 0006 1005 1978 6457 8413 26', currency: 'TL' },
      admin,
    );
    expect(good.json()).toMatchObject({ iban: 'TR330006100519786457841326', active: true });
    const off = await t.post(
      '/adn_api/v2/bank-accounts',
      { bank: 'Eski Banka', holder: 'Tedarik', iban: 'DE89370400440532013000', currency: 'EUR', active: false },
      admin,
    );
    expect(off.statusCode).toBe(200);
    const who = await buyer('active');
    const o = (await order(who, { pack: (await pack()).id })).json();
    const detail = (await t.get(`/api/v2/orders/${o.id}`, who.auth)).json();
    expect(detail.bankAccounts.map((a: { bank: string }) => a.bank)).toEqual(['Ziraat Bankası']);
  });

  it('keep the site’s invoice details with a checked tax number', async () => {
    const body = {
      title: 'Tedarik Bilişim A.Ş.',
      address: 'Kadıköy, İstanbul',
      taxOffice: 'Kadıköy',
      taxNumber: '4540536921',
      phone: '2161234567',
      email: 'fatura@tedarik.com',
    };
    expect((await t.call('PUT', '/adn_api/v2/invoice-details', admin, body)).statusCode).toBe(400);
    const saved = await t.call('PUT', '/adn_api/v2/invoice-details', admin, { ...body, taxNumber: '4540536920' });
    expect(saved.json()).toMatchObject({ taxNumber: '4540536920', phone: '216 123 45 67' });
  });
});

describe('the proforma invoice', () => {
  it('is a PDF with Turkish letters, the amounts with KDV, the reference code and the bank accounts', async () => {
    await t.call('PUT', '/adn_api/v2/invoice-details', admin, {
      title: 'Şişli Çağrı Öğün Bilişim A.Ş.',
      address: 'Büyükdere Cad. No: 1, Şişli, İstanbul',
      taxOffice: 'Şişli',
      taxNumber: '4540536920',
      phone: '2121234567',
      email: 'fatura@tedarik.com',
    });
    await t.post(
      '/adn_api/v2/bank-accounts',
      { bank: 'Türkiye İş Bankası', holder: 'Şişli Çağrı', iban: 'TR330006100519786457841326', currency: 'TL' },
      admin,
    );
    const who = await buyer();
    const o = (await order(who, { package: (await definition('1000.00', '0')).id })).json();
    const res = await t.get(`/api/v2/orders/${o.id}/proforma`, who.auth);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(res.headers['content-disposition']).toContain(`proforma-fatura-${o.code}.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const part of [
      'Proforma Fatura',
      'Şişli Çağrı Öğün Bilişim A.Ş.',
      'Türkiye İş Bankası',
      'TR33 0006 1005 1978 6457 8413 26',
      o.code,
      '₺1.000,00',
      'KDV (%20)',
      '₺200,00',
      '₺1.200,00',
    ])
      expect(text).toContain(part);
    expect((await t.get(`/adn_api/v2/orders/${o.id}/proforma`, admin)).statusCode).toBe(200);
  });
});

describe('the back-office list', () => {
  it('shows receipts waiting first, then orders waiting, by cursor; filters by status; sums revenue by month', async () => {
    const who = await buyer('active');
    const p = await pack();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await order(who, { pack: p.id })).json().id);
    await upload(who, ids[0]);
    await upload(who, ids[2]);
    const seen: { id: number; status: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: number; status: string }[]; nextCursor: string | null } = (
        await t.get(`/adn_api/v2/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin)
      ).json();
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const statuses = seen.map((s) => s.status);
    const rank = (s: string) => (s === 'receipt_sent' ? 0 : s === 'waiting' ? 1 : 2);
    expect(statuses.map(rank)).toEqual([...statuses.map(rank)].sort());
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect(seen.filter((s) => ids.includes(s.id)).map((s) => s.id)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
    const sent = (await t.get('/adn_api/v2/orders?status=receipt_sent', admin)).json();
    expect(sent.items.every((i: { status: string }) => i.status === 'receipt_sent')).toBe(true);
    expect((await t.get('/adn_api/v2/orders?cursor=abc', admin)).statusCode).toBe(400);

    const before = (await t.get('/adn_api/v2/orders/summary', admin)).json();
    await confirm(ids[0]);
    const after = (await t.get('/adn_api/v2/orders/summary', admin)).json();
    expect(after.revenue).toHaveLength(12);
    expect(after.revenue.at(-1).month).toBe('2026-12');
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(after.revenue.at(-1).total) - cents(before.revenue.at(-1).total)).toBe(59999); // 499,99 + KDV
    expect(after.waiting).toBe(before.waiting - 1);
  });

  it('sums from totals that stay those of the orders through every write, a member’s deletion too', async () => {
    const kept = () =>
      rawRows(
        t.db,
        sql`select status, to_char(month, 'YYYY-MM') as month, orders, total::text as total
          from order_months where orders <> 0 or total <> 0 order by 1, 2`,
      );
    const counted = () =>
      rawRows(
        t.db,
        sql`select status, to_char(coalesce(decided_at, created_at) at time zone 'Europe/Istanbul', 'YYYY-MM') as month,
            count(*)::int as orders, sum(total)::text as total
          from orders group by 1, 2 order by 1, 2`,
      );
    const who = await buyer('active');
    const other = await buyer('active');
    const p = await pack(10, '100.00');
    const ids: number[] = [];
    for (const w of [who, who, who, other]) ids.push((await order(w, { pack: p.id })).json().id);
    await upload(who, ids[0]);
    await upload(who, ids[1]);
    await confirm(ids[0]);
    await reject(ids[1], 'Dekont okunmuyor.');
    await t.call('POST', `/api/v2/orders/${ids[2]}/cancel`, who.auth);
    expect(await kept()).toEqual(await counted());
    await t.db.delete(members).where(eq(members.id, other.id));
    expect(await kept()).toEqual(await counted());
    expect((await t.get('/adn_api/v2/orders/summary', admin)).json().waiting).toBe(
      (
        await t.db
          .select({ n: count() })
          .from(orders)
          .where(inArray(orders.status, ['waiting', 'receipt_sent']))
      )[0].n,
    );
  });
});
