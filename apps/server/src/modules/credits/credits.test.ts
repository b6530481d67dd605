// Quote credits (issue 50 item 1, decision 0059), through the real calls on PGlite (and PostgreSQL with
// TEST_DATABASE_URL): the spend inside the offer's statement under 50 offers at once, the refusal without a credit,
// the refunds by their rules with the clock moved, a cap race's refund, the month's expiry and the next grant, the
// package's end, a top-up granted once, the administrator's corrections, and unlimited packages unchanged.
import { CREDIT_MSG } from '@tedarik/contract/credits/member';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { rawRows } from '../../db/client';
import { creditAccounts, creditEntries, creditRefundChecks } from '../../db/schema/credits';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import { requests } from '../../db/schema/requests';
import { grantTopUp, refundDue, settleAllCredits } from './service';

let t: TestApp;
let now = new Date();
const clock = { now: () => now };
const DAY = 86_400_000;
let pipe: { id: number };
let buyer: Awaited<ReturnType<typeof f.member>>;
let admin: Record<string, string>;

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const legacyOffer = { tarih: day(20), detay: 'Stoktan.', fiyat: '100', parabirimi: 'TL' };
const offer = (who: { auth: Record<string, string> }, requestId: number) =>
  t.post(`/api/genelteklifolustur-${requestId}`, legacyOffer, who.auth);
const balance = async (who: { auth: Record<string, string> }) => (await t.get('/api/v2/credits', who.auth)).json();
const entries = (memberId: number) =>
  t.db.select().from(creditEntries).where(eq(creditEntries.memberId, memberId)).orderBy(creditEntries.id);

/** A manufacturer whose package counts `monthly` offers a month, granted for this month. */
async function limitedMaker(monthly: number) {
  const m = await f.manufacturer(t.db, pipe.id);
  const [s] = await t.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.memberId, m.id));
  await t.db.update(packageDefinitions).set({ monthlyCredits: monthly }).where(eq(packageDefinitions.id, s.packageId));
  await settleAllCredits(t.db, now);
  return t.asMember(m);
}

beforeAll(async () => {
  t = await testApp({ clock });
  admin = await t.asAdmin();
  const cat = await f.category(t.db, 'Metal');
  pipe = await f.catalogProduct(t.db, cat.id, 'Çelik boru');
  buyer = await f.member(t.db);
}, 60_000);
afterAll(() => t?.close());

describe('spending', () => {
  it('50 offers at once with 10 credits on 50 requests: exactly 10 offers, the balance 0, never negative', async () => {
    const maker = await limitedMaker(10);
    expect(await balance(maker)).toMatchObject({ limited: true, monthly: 10, topUp: 0, total: 10 });
    const made = await Promise.all(Array.from({ length: 50 }, () => f.request(t.db, buyer.id, pipe.id)));
    const answers = await Promise.all(made.map((r) => offer(maker, r.id)));
    const created = answers.filter((a) => a.body === OFFER_MSG.created);
    expect(created).toHaveLength(10);
    const refused = answers.filter((a) => a.body !== OFFER_MSG.created);
    expect(refused.map((a) => [a.statusCode, a.body])).toEqual(refused.map(() => [402, CREDIT_MSG.none]));
    expect(await balance(maker)).toMatchObject({ monthly: 0, topUp: 0, total: 0 });
    const written = await t.db.select().from(offers).where(eq(offers.memberId, maker.id));
    expect(written).toHaveLength(10);
    const spends = (await entries(maker.id)).filter((e) => e.kind === 'spend');
    expect(spends.map((e) => e.offerId).sort()).toEqual(written.map((o) => o.id).sort());
    // the refused offers took no place: the requests' counters count only the offers made
    const counted = await t.db
      .select({ n: sql<number>`sum(${requests.offerCount})::int` })
      .from(requests)
      .where(
        inArray(
          requests.id,
          made.map((r) => r.id),
        ),
      );
    expect(counted[0].n).toBe(10);
  });

  it('spends the month first, then the top-ups; the v2 offer is refused with { message } and nothing written', async () => {
    const maker = await limitedMaker(1);
    await t.db.transaction((tx) => grantTopUp(tx, { memberId: maker.id, credits: 1, orderId: 900_001 }));
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => f.request(t.db, buyer.id, pipe.id)));
    expect((await offer(maker, a.id)).body).toBe(OFFER_MSG.created);
    expect(await balance(maker)).toMatchObject({ monthly: 0, topUp: 1 });
    expect((await offer(maker, b.id)).body).toBe(OFFER_MSG.created);
    const spends = (await entries(maker.id)).filter((e) => e.kind === 'spend').map((e) => e.bucket);
    expect(spends).toEqual(['monthly', 'top_up']);
    const v2 = await t.call('POST', `/api/v2/requests/${c.id}/offers`, maker.auth, {
      unitPrice: '10',
      currency: 'TL',
      vatRate: 20,
      vatIncluded: false,
      paymentDays: 0,
      deliveryOn: day(20),
      validUntil: day(30),
      note: '',
    });
    expect([v2.statusCode, v2.json().message]).toEqual([402, CREDIT_MSG.none]);
    expect(await t.db.select().from(offers).where(eq(offers.requestId, c.id))).toEqual([]);
  });

  it('an unlimited package spends nothing and sees no balance (legacy offers unchanged)', async () => {
    const maker = await t.asMember(await f.manufacturer(t.db, pipe.id));
    await settleAllCredits(t.db, now);
    const r = await f.request(t.db, buyer.id, pipe.id);
    expect((await offer(maker, r.id)).body).toBe(OFFER_MSG.created);
    expect(await balance(maker)).toMatchObject({ limited: false, total: 0 });
    expect(await entries(maker.id)).toEqual([]);
  });
  // a credit lost in a cap race comes back at once: modules/offers/credit-race.test.ts (it calls the offer's service)
});

describe('refunds by the rules', () => {
  const start = now;
  /** a maker's offer on a new request; answers both */
  async function sent() {
    const maker = await limitedMaker(3);
    const r = await f.request(t.db, buyer.id, pipe.id);
    expect((await offer(maker, r.id)).body).toBe(OFFER_MSG.created);
    return { maker, r };
  }
  const refunds = async (memberId: number) =>
    (await entries(memberId)).filter((e) => e.kind === 'refund').map((e) => [e.reason, e.bucket, e.amount]);

  it('finished or stopped and unopened: back after 14 days, once, to the top-up part', async () => {
    now = start;
    const finished = await sent();
    const stopped = await sent();
    await t.db.update(requests).set({ finished: true }).where(eq(requests.id, finished.r.id));
    await t.db.update(requests).set({ published: false }).where(eq(requests.id, stopped.r.id));
    now = new Date(start.getTime() + 13 * DAY);
    await refundDue(t.db, now);
    expect(await refunds(finished.maker.id)).toEqual([]);
    expect(await refunds(stopped.maker.id)).toEqual([]);
    now = new Date(start.getTime() + 14 * DAY + 60_000);
    await refundDue(t.db, now);
    await refundDue(t.db, now);
    expect(await refunds(finished.maker.id)).toEqual([['finished', 'top_up', 1]]);
    expect(await refunds(stopped.maker.id)).toEqual([['stopped', 'top_up', 1]]);
    expect(await balance(finished.maker)).toMatchObject({ monthly: 2, topUp: 1 });
  });

  it('an opened offer is not refunded; an open request is not refunded', async () => {
    now = start;
    const opened = await sent();
    const open = await sent();
    await t.db.update(offers).set({ reviewed: true }).where(eq(offers.requestId, opened.r.id));
    await t.db.update(requests).set({ finished: true }).where(eq(requests.id, opened.r.id));
    now = new Date(start.getTime() + 30 * DAY);
    await refundDue(t.db, now);
    expect(await refunds(opened.maker.id)).toEqual([]);
    expect(await refunds(open.maker.id)).toEqual([]);
  });

  it('removed by the administrator (rejected, or gone): back at once', async () => {
    now = start;
    const rejected = await sent();
    const gone = await sent();
    await t.db.update(requests).set({ approved: false }).where(eq(requests.id, rejected.r.id));
    await t.db.delete(requests).where(eq(requests.id, gone.r.id));
    await refundDue(t.db, now);
    expect(await refunds(rejected.maker.id)).toEqual([['removed', 'top_up', 1]]);
    expect(await refunds(gone.maker.id)).toEqual([['removed', 'top_up', 1]]);
  });

  it('reads the requests closed since, queued: one opened again leaves the queue, one refunded too', async () => {
    now = start;
    const { maker, r } = await sent();
    const queued = async () =>
      (await t.db.select().from(creditRefundChecks).where(eq(creditRefundChecks.requestId, r.id))).length;
    expect(await queued()).toBe(0);
    await t.db.update(requests).set({ finished: true }).where(eq(requests.id, r.id));
    expect(await queued()).toBe(1);
    now = new Date(start.getTime() + DAY);
    await refundDue(t.db, now);
    expect(await queued()).toBe(1); // its spend waits for its 14 days
    await t.db.update(requests).set({ finished: false }).where(eq(requests.id, r.id));
    await refundDue(t.db, now);
    expect(await queued()).toBe(0);
    await t.db.update(requests).set({ published: false }).where(eq(requests.id, r.id));
    expect(await queued()).toBe(1);
    now = new Date(start.getTime() + 15 * DAY);
    await refundDue(t.db, now);
    expect(await refunds(maker.id)).toEqual([['stopped', 'top_up', 1]]);
    expect(await queued()).toBe(0);
  });
});

describe('months and packages', () => {
  it('what is left of a month expires with it; the next month is granted, once', async () => {
    now = new Date();
    const maker = await limitedMaker(5);
    const r = await f.request(t.db, buyer.id, pipe.id);
    expect((await offer(maker, r.id)).body).toBe(OFFER_MSG.created);
    const thisMonth = (await balance(maker)).month as string;
    // the first hour of the next month in Istanbul
    const [y, m] = thisMonth.split('-').map(Number);
    now = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - 3 * 3_600_000 + 3_600_000);
    await settleAllCredits(t.db, now);
    await settleAllCredits(t.db, now);
    const next = (await balance(maker)).month as string;
    expect(next > thisMonth).toBe(true);
    expect(await balance(maker)).toMatchObject({ monthly: 5, topUp: 0 });
    const kinds = (await entries(maker.id)).map((e) => [e.kind, e.amount, e.period]);
    expect(kinds).toEqual([
      ['grant', 5, thisMonth],
      ['spend', -1, null],
      ['expiry', -4, thisMonth],
      ['grant', 5, next],
    ]);
    now = new Date();
  });

  it('top-ups expire when the package ends, and the company is no longer limited', async () => {
    now = new Date();
    const maker = await limitedMaker(2);
    expect(await t.db.transaction((tx) => grantTopUp(tx, { memberId: maker.id, credits: 7, orderId: 900_002 }))).toBe(
      true,
    );
    expect(await t.db.transaction((tx) => grantTopUp(tx, { memberId: maker.id, credits: 7, orderId: 900_002 }))).toBe(
      false,
    );
    expect(await balance(maker)).toMatchObject({ monthly: 2, topUp: 7, total: 9 });
    await t.db
      .update(packageSubscriptions)
      .set({ endsOn: sql`current_date - 1` })
      .where(eq(packageSubscriptions.memberId, maker.id));
    await settleAllCredits(t.db, now);
    expect(await balance(maker)).toMatchObject({ limited: false, topUp: 0, monthly: 2 });
    const last = (await entries(maker.id)).at(-1);
    expect([last?.kind, last?.bucket, last?.amount]).toEqual(['expiry', 'top_up', -7]);
  });

  it('a package added by the administrator grants its month at once', async () => {
    const m = await f.member(t.db, { isCompany: true });
    const [def] = await t.db
      .insert(packageDefinitions)
      .values({ title: 'Sınırlı', months: 1, price: '10.00', monthlyCredits: 4 })
      .returning();
    const res = await t.post(`/adn_api/uyePaketEkle-${m.id}`, { yeniPaket: def.id, yeniPaketAciklama: '' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const [acct] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.memberId, m.id));
    expect(acct).toMatchObject({ limited: true, monthly: 4 });
  });
});

describe('the calls', () => {
  it('the ledger pages by cursor, newest first, and shows only the member’s own entries', async () => {
    const maker = await limitedMaker(3);
    const other = await limitedMaker(3);
    const made = await Promise.all([1, 2].map(() => f.request(t.db, buyer.id, pipe.id)));
    for (const r of made) expect((await offer(maker, r.id)).body).toBe(OFFER_MSG.created);
    const first = (await t.get('/api/v2/credits/ledger?limit=2', maker.auth)).json();
    expect(first.items.map((e: { label: string }) => e.label)).toEqual(['Teklif verildi', 'Teklif verildi']);
    expect(first.items[0].requestId).toBe(made[1].id);
    const second = (await t.get(`/api/v2/credits/ledger?limit=2&cursor=${first.nextCursor}`, maker.auth)).json();
    expect(second).toMatchObject({
      items: [{ kind: 'grant', amount: 3, label: 'Aylık teklif hakkı' }],
      nextCursor: null,
    });
    const others = (await t.get('/api/v2/credits/ledger', other.auth)).json();
    expect(others.items.map((e: { kind: string }) => e.kind)).toEqual(['grant']);
    // the back-office's ledger is not a member's call
    expect((await t.get(`/adn_api/v2/credits/companies/${maker.id}`, maker.auth)).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('the administrator corrects a balance with a reason, never below zero, audited', async () => {
    const maker = await limitedMaker(2);
    const url = `/adn_api/v2/credits/companies/${maker.id}/corrections`;
    const below = await t.call('POST', url, admin, { amount: -3, reason: 'Hatalı yükleme' });
    expect([below.statusCode, below.json().message]).toEqual([409, CREDIT_MSG.belowZero]);
    expect((await t.call('POST', url, admin, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await t.call('POST', url, admin, { amount: 3, reason: '' })).statusCode).toBe(400);
    const added = await t.call('POST', url, admin, { amount: 3, reason: 'Telafi' });
    expect(added.json()).toEqual({ message: CREDIT_MSG.corrected, total: 5 });
    expect((await t.call('POST', url, admin, { amount: -3, reason: 'Geri alındı' })).json().total).toBe(2);
    const view = (await t.get(`/adn_api/v2/credits/companies/${maker.id}`, admin)).json();
    expect(view).toMatchObject({ limited: true, monthly: 2, topUp: 0, total: 2 });
    expect(view.ledger.items[0]).toMatchObject({ kind: 'correction', amount: -3, note: 'Geri alındı' });
    const audits = await t.db.execute(
      sql`select before, after from admin_audits where target_type = 'credits' and target_id = ${maker.id} and status = 200`,
    );
    expect((audits as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it('packs: added, changed, made passive; only active ones are on sale; stats per day', async () => {
    const added = await t.call('POST', '/adn_api/v2/credits/packs', admin, {
      title: '50 Teklif',
      credits: 50,
      price: '1.250,00',
    });
    expect(added.json()).toMatchObject({ title: '50 Teklif', credits: 50, price: '1250.00', active: true });
    const maker = await limitedMaker(1);
    expect((await balance(maker)).packs.map((p: { id: number }) => p.id)).toContain(added.json().id);
    const changed = await t.call('PUT', `/adn_api/v2/credits/packs/${added.json().id}`, admin, {
      title: '50 Teklif',
      credits: 50,
      price: '1000',
      active: false,
    });
    expect(changed.json()).toMatchObject({ price: '1000.00', active: false });
    expect((await balance(maker)).packs.map((p: { id: number }) => p.id)).not.toContain(added.json().id);
    const stats = (await t.get('/adn_api/v2/credits/stats?days=7', admin)).json();
    expect(stats.days).toHaveLength(7);
    expect(stats.days.reduce((s: number, d: { spent: number }) => s + d.spent, 0)).toBeGreaterThan(0);
  });

  it('stats per day are the ledger’s own sums, kept with every entry, a company’s deletion too', async () => {
    const kept = () =>
      rawRows(
        t.db,
        sql`select day::text as day, sum(spent)::int as spent, sum(refunded)::int as refunded from credit_days
          group by day having sum(spent) <> 0 or sum(refunded) <> 0 order by day`,
      );
    const counted = () =>
      rawRows(
        t.db,
        sql`select (created_at at time zone 'Europe/Istanbul')::date::text as day,
            coalesce(-sum(amount) filter (where kind = 'spend'), 0)::int as spent,
            coalesce(sum(amount) filter (where kind = 'refund'), 0)::int as refunded
          from credit_entries where kind in ('spend', 'refund') group by 1 order by 1`,
      );
    now = new Date();
    const maker = await limitedMaker(2);
    const r = await f.request(t.db, buyer.id, pipe.id);
    expect((await offer(maker, r.id)).body).toBe(OFFER_MSG.created);
    await t.db.update(requests).set({ approved: false }).where(eq(requests.id, r.id));
    await refundDue(t.db, now);
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await counted());
    await t.db.delete(members).where(eq(members.id, maker.id));
    expect(await kept()).toEqual(await counted());
  });

  it('the picker finds companies by name; a definition takes its monthly credits through the legacy call', async () => {
    const maker = await limitedMaker(2);
    const found = (
      await t.get(`/adn_api/v2/credits/companies?q=${encodeURIComponent(maker.companyName)}`, admin)
    ).json();
    expect(found.items).toEqual([expect.objectContaining({ memberId: maker.id, limited: true, total: 2 })]);
    const [def] = await t.db.insert(packageDefinitions).values({ title: 'Eski', months: 1, price: '5.00' }).returning();
    const base = { durum: true, baslik: 'Eski paket', metin: '', sira: 1, fiyat: '5', ind: '0' };
    const url = `/adn_api/koleksiyondetayGnc-${def.id}`;
    expect((await t.post(url, { ...base, aylikTeklifHakki: 25 }, admin)).statusCode).toBe(200);
    expect((await t.get(`/adn_api/koleksiyondetay-${def.id}`, admin)).json()).toMatchObject({ aylikTeklifHakki: 25 });
    // a legacy client sends none: unchanged
    expect((await t.post(url, base, admin)).statusCode).toBe(200);
    const [after] = await t.db.select().from(packageDefinitions).where(eq(packageDefinitions.id, def.id));
    expect(after.monthlyCredits).toBe(25);
  });
});
