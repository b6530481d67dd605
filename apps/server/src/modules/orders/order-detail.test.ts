// The back-office's page of one order (issue 50), through the real calls on PGlite (and PostgreSQL with
// TEST_DATABASE_URL): the order with its company, every receipt sent and each one downloaded, the decision and who
// made it, the bank accounts its member is shown; an unknown id, an id that is no number, and the roles refused.
// And a bank account edited in place: a bad IBAN is refused with the Turkish text and changes nothing.
import { ORDER_MSG as MSG } from '@tedarik/contract/orders/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { creditPacks } from '../../db/schema/credits';
import { bankAccounts } from '../../db/schema/orders';

let t: TestApp;
const now = new Date('2026-12-01T09:00:00Z');
const clock = { now: () => now };
type Who = { id: number; auth: Record<string, string> };
let admin: Record<string, string>;

const buyer = async (): Promise<Who> => t.asMember(await f.member(t.db, { company: 'Kaya Döküm', pkg: 'active' }));
const pack = async () =>
  (await t.db.insert(creditPacks).values({ title: 'Ek 50 Teklif', credits: 50, price: '499.99' }).returning())[0];
const order = async (who: Who) =>
  (await t.post('/api/v2/orders', { pack: (await pack()).id }, who.auth)).json() as { id: number; code: string };
const upload = (who: Who, id: number, name: string) => {
  const body = multipart({}, { file: [name, samples.pdf()] });
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/orders/${id}/receipt`,
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
};
const detail = (id: number | string, auth = admin) => t.get(`/adn_api/v2/orders/${id}`, auth);

beforeAll(async () => {
  t = await testApp({ clock });
  admin = await t.asAdmin();
  await t.db.insert(bankAccounts).values([
    { bank: 'Ziraat Bankası', holder: 'Tedarik A.Ş.', iban: 'TR330006100519786457841326' },
    { bank: 'Eski Banka', holder: 'Tedarik', iban: 'DE89370400440532013000', currency: 'EUR', active: false },
  ]);
}, 60_000);
afterAll(() => t?.close());

describe('an order’s page in the back-office', () => {
  it('shows the order, its company, every receipt, its decision and who made it', async () => {
    const who = await buyer();
    const o = await order(who);
    const fresh = (await detail(o.id)).json();
    expect(fresh.order).toMatchObject({
      id: o.id,
      code: o.code,
      memberId: who.id,
      companyName: 'Kaya Döküm',
      kind: 'top_up',
      title: 'Ek 50 Teklif',
      net: '499.99',
      kdv: '100.00',
      total: '599.99',
      status: 'waiting',
      receipt: null,
      decidedAt: null,
    });
    expect([fresh.receipts, fresh.decidedBy]).toEqual([[], null]);
    expect(fresh.bankAccounts.map((a: { bank: string }) => a.bank)).toEqual(['Ziraat Bankası']);

    await upload(who, o.id, 'ilk-dekont.pdf');
    const accounting = await t.asRole('accounting');
    const rejected = await t.post(`/adn_api/v2/orders/${o.id}/reject`, { reason: 'Tutar eksik.' }, accounting);
    expect(rejected.statusCode, rejected.body).toBe(200);
    await upload(who, o.id, 'ikinci-dekont.pdf');

    const res = await detail(o.id, accounting);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.order).toMatchObject({ status: 'receipt_sent', decidedAt: now.toISOString() });
    expect(page.decidedBy).toBe('Test accounting');
    expect(page.receipts.map((r: { fileName: string }) => r.fileName)).toEqual(['ikinci-dekont.pdf', 'ilk-dekont.pdf']);
    expect(page.receipts[0]).toMatchObject({ size: samples.pdf().length, sentAt: now.toISOString() });
    expect(page.order.receipt.id).toBe(page.receipts[0].id);

    // each receipt is downloaded through the audited download, the older one named by its id
    const older = await t.get(`/adn_api/v2/orders/${o.id}/receipt?receipt=${page.receipts[1].id}`, admin);
    expect([older.statusCode, older.headers['content-disposition']]).toEqual([
      200,
      expect.stringContaining('ilk-dekont.pdf'),
    ]);
    const newest = await t.get(`/adn_api/v2/orders/${o.id}/receipt`, admin);
    expect(newest.headers['content-disposition']).toContain('ikinci-dekont.pdf');
    // another order's receipt is not this order's
    const other = await order(who);
    const stranger = await t.get(`/adn_api/v2/orders/${other.id}/receipt?receipt=${page.receipts[1].id}`, admin);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: MSG.receiptNotFound }]);

    expect((await t.call('POST', `/adn_api/v2/orders/${o.id}/confirm`, admin)).statusCode).toBe(200);
    const confirmed = (await detail(o.id)).json();
    expect([confirmed.order.status, confirmed.order.rejectReason, confirmed.decidedBy]).toEqual([
      'confirmed',
      '',
      'admin',
    ]);
  });

  it('answers an unknown id, and an id that is no number, with not found (zIdParams: a malformed id tells nothing)', async () => {
    const unknown = await detail(999_999);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: MSG.notFound }]);
    for (const bad of ['abc', '0', '1.5', '-4']) {
      const res = await detail(bad);
      expect([bad, res.statusCode, res.json().message]).toEqual([bad, 404, MSG.notFound]);
    }
  });

  it('is refused to an administrator outside accounting and to a member', async () => {
    const who = await buyer();
    const o = await order(who);
    expect((await detail(o.id, await t.asRole('moderator'))).statusCode).toBe(403);
    // a member's credentials, or none, are no administrator's (the back-office's guard answers 400, as for every call)
    for (const auth of [who.auth, {}]) {
      const res = await detail(o.id, auth);
      expect([res.statusCode, res.body]).toEqual([400, expect.not.stringContaining(o.code)]);
    }
  });
});

describe('a bank account edited in place', () => {
  it('keeps its old fields when the new IBAN is bad, and takes the new ones when it is good', async () => {
    const [a] = await t.db
      .insert(bankAccounts)
      .values({ bank: 'Garanti', holder: 'Tedarik A.Ş.', iban: 'TR330006100519786457841326' })
      .returning();
    const body = { bank: 'Garanti BBVA', holder: 'Tedarik Bilişim A.Ş.', currency: 'USD', active: true };
    const url = `/adn_api/v2/bank-accounts/${a.id}`;
    const bad = await t.call('PUT', url, admin, { ...body, iban: 'TR33 0006 1005 1978 6457 8413 27' });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { iban: MSG.iban }]);
    expect((await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, a.id)))[0]).toEqual(a);
    const good = await t.call('PUT', url, admin, { ...body, iban: 'DE89 3704 0044 0532 0130 00' });
    expect(good.json()).toEqual({ id: a.id, ...body, iban: 'DE89370400440532013000' });
  });
});
