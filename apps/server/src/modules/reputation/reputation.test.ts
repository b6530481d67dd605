// Reputation from real deals (issue 49 item 2, decision 0057): the job's figures against hand-computed ones on a
// fixture with the clock moved (what is older than 12 months ignored), reviews with sub-scores through the v2 call,
// and a company's one answer to each of its own active reviews.

import { REPUTATION_MSG } from '@tedarik/contract/reputation/texts';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { notifications } from '../../db/schema/notifications';
import { offers, ratings } from '../../db/schema/offers';
import { companyReputations, reviews } from '../../db/schema/reputation';
import { runJob } from '../../platform/jobs';
import { refreshReputations, reputationJob } from './service';

let t: TestApp;
let shift = 0; // the server's clock, moved by the tests
const clock = { now: () => new Date(Date.now() + shift) };
let productId: number;
type Who = Awaited<ReturnType<TestApp['asMember']>> & { id: number };
let buyer: Who;
let company: Who;
let other: Who;

const MIN = 60_000;
const DAY = 86_400_000;
const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** A request of the buyer that `companyId` was told of at `toldAt`, and its offer `offerAfter` minutes later. */
async function deal(
  companyId: number,
  toldAt: Date,
  opts: { offerAfter?: number; accepted?: boolean; rating?: { score: number; status: boolean | null; at: Date } } = {},
) {
  const r = await f.request(t.db, buyer.id, productId);
  await t.db
    .insert(notifications)
    .values({ memberId: companyId, kind: 'request_match', text: 'Yeni talep', requestId: r.id, createdAt: toldAt });
  if (opts.offerAfter === undefined) return { request: r };
  const o = await f.offer(t.db, r.id, companyId);
  await t.db
    .update(offers)
    .set({ createdAt: at(toldAt, opts.offerAfter * MIN), reviewed: opts.accepted ?? false })
    .where(eq(offers.id, o.id));
  if (opts.rating) {
    const [rating] = await t.db
      .insert(ratings)
      .values({ offerId: o.id, score: opts.rating.score, status: opts.rating.status, createdAt: opts.rating.at })
      .returning();
    return { request: r, offer: o, rating };
  }
  return { request: r, offer: o };
}

beforeAll(async () => {
  t = await testApp({ clock });
  const category = await f.category(t.db, 'Metal');
  productId = (await f.catalogProduct(t.db, category.id, 'Sac Levha')).id;
  buyer = await t.asMember(await f.member(t.db, { company: 'Alıcı Yapı' }));
  company = await t.asMember(await f.manufacturer(t.db, productId, { company: 'Usta Metal' }));
  other = await t.asMember(await f.manufacturer(t.db, productId, { company: 'Öteki Döküm' }));
});
afterAll(() => t?.close());

describe('the figures, computed by the job', () => {
  it('match hand-computed ones over the last 12 months, and leave older deals out', async () => {
    shift = 30 * DAY; // the job's "now" is a month ahead of the wall clock
    const now = clock.now();
    const ago = (days: number) => at(now, -days * DAY);
    // matching requests in the window: 5; offered on 4 of them, after 60, 180, 30 and 600 minutes → median 120
    const r1 = await deal(company.id, ago(10), {
      offerAfter: 60,
      accepted: true,
      rating: { score: 5, status: true, at: ago(9) },
    });
    await t.db.insert(reviews).values({
      ratingId: (r1.rating as { id: number }).id,
      companyId: company.id,
      price: 5,
      quality: 4,
      delivery: 3,
      communication: 2,
      purchased: true,
    });
    await deal(company.id, ago(20), { offerAfter: 180 });
    // a rating of the legacy form: in the average, not in the sub-scores
    await deal(company.id, ago(30), {
      offerAfter: 30,
      accepted: true,
      rating: { score: 3, status: true, at: ago(29) },
    });
    await deal(company.id, ago(40));
    // accepted, but its rating waits for the administrator: no rating counted
    await deal(company.id, ago(5), { offerAfter: 600, accepted: true, rating: { score: 1, status: null, at: ago(4) } });
    // older than 12 months: none of it counts
    await deal(company.id, ago(400), {
      offerAfter: 10,
      accepted: true,
      rating: { score: 1, status: true, at: ago(399) },
    });
    // the other company: one matching request, no offer
    await deal(other.id, ago(3));

    expect(await runJob({ db: t.db, clock }, reputationJob({ db: t.db, cache: t.app.cache }))).toBe('ran');
    const res = await t.get(`/api/v2/companies/${company.id}/reputation`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyId: company.id,
      medianMinutes: 120,
      matching: 5,
      offerRate: 80,
      acceptRate: 75, // 3 of its 4 offers in the window
      accepted: 3,
      average: 4, // (5 + 3) / 2
      ratings: 2,
      subScores: { price: 5, quality: 4, delivery: 3, communication: 2 },
    });
    expect((await t.get(`/api/v2/companies/${other.id}/reputation`)).json()).toMatchObject({
      medianMinutes: null,
      matching: 1,
      offerRate: 0,
      acceptRate: null,
      average: null,
      subScores: null,
    });
  });

  it('are the same when the job runs again, and gone when the deals leave the window', async () => {
    const before = await t.db.select().from(companyReputations).orderBy(companyReputations.companyId);
    await refreshReputations(t.db, clock.now());
    const again = await t.db.select().from(companyReputations).orderBy(companyReputations.companyId);
    expect(again.map(({ computedAt: _, ...r }) => r)).toEqual(before.map(({ computedAt: _, ...r }) => r));

    shift = 500 * DAY;
    await refreshReputations(t.db, clock.now());
    expect(await t.db.select().from(companyReputations)).toEqual([]);
    const res = (await t.get(`/api/v2/companies/${company.id}/reputation`)).json();
    expect(res).toMatchObject({ medianMinutes: null, offerRate: null, acceptRate: null, average: null, ratings: 0 });
    shift = 0;
  });

  it('are not shown for a member without a public company page', async () => {
    expect((await t.get(`/api/v2/companies/${buyer.id}/reputation`)).statusCode).toBe(404);
    expect((await t.get(`/api/v2/companies/${buyer.id}/reviews`)).statusCode).toBe(404);
    expect((await t.get('/api/v2/companies/abc/reputation')).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  let offerId: number;
  let ratingId: number;
  const body = { score: 4, price: 5, quality: 4, delivery: 3, communication: 4, purchased: true, comment: 'İyi iş.' };
  const review = (id: number, payload: object, who: Who = buyer) =>
    t.call('POST', `/api/v2/offers/${id}/review`, who.auth, payload);

  beforeAll(async () => {
    const { offer } = await deal(company.id, new Date(), { offerAfter: 5, accepted: true });
    offerId = (offer as { id: number }).id;
  });

  it('take whole sub-scores from 1 to 5 and whether the buyer bought', async () => {
    for (const [field, value] of [
      ['price', 0],
      ['quality', 6],
      ['delivery', 2.5],
      ['communication', 'iyi'],
    ] as const) {
      const res = await review(offerId, { ...body, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toMatch(/1 ile 5 arasında puan verin/);
    }
    const res = await review(offerId, { ...body, purchased: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.purchased).toBe(REPUTATION_MSG.purchased);
    expect(await t.db.select().from(reviews).where(eq(reviews.companyId, company.id))).toHaveLength(1); // the fixture's
  });

  it('are written once, by the owner of the request, for an accepted offer; they wait for the administrator', async () => {
    expect((await review(offerId, body, other)).statusCode).toBe(404);
    const { offer: open } = await deal(company.id, new Date(), { offerAfter: 5, accepted: false });
    const notAccepted = await review((open as { id: number }).id, body);
    expect(notAccepted.statusCode).toBe(400);
    expect(notAccepted.json().message).toBe(REQUEST_MSG.ratingNotReviewed);

    const res = await review(offerId, body);
    expect(res.statusCode).toBe(200);
    ratingId = res.json().review.id;
    expect(res.json().review).toMatchObject({
      score: 4,
      comment: 'İyi iş.',
      status: null,
      purchased: true,
      subScores: { price: 5, quality: 4, delivery: 3, communication: 4 },
      answer: null,
    });
    const twice = await review(offerId, { ...body, purchased: false });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(REQUEST_MSG.ratingTwice);
    // the company was told, as by the legacy call
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.memberId} = ${company.id} and ${notifications.kind} = 'rating_received'`);
    expect(bell.text).toMatch(/4 yıldız/);
    // not public before the administrator lets it out
    const page = (await t.get(`/api/v2/companies/${company.id}/reviews`)).json();
    expect(page.items.map((r: { id: number }) => r.id)).not.toContain(ratingId);
  });

  it('are answered by their company once, only an active one of its own, its contact details masked', async () => {
    const answer = (id: number, who: Who, text = 'Teşekkürler! Bize 0532 123 45 67 numarasından ulaşın.') =>
      t.call('POST', `/api/v2/reviews/${id}/answer`, who.auth, { text });
    const waiting = await answer(ratingId, company);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(REPUTATION_MSG.notActive);

    // the administrator lets it out (the legacy back-office call): the figures follow at once
    const admin = await t.asAdmin();
    expect((await t.call('POST', '/adn_api/firmaPuanGunc', admin, { id: ratingId, secilenPaket: 1 })).statusCode).toBe(
      200,
    );
    const figures = (await t.get(`/api/v2/companies/${company.id}/reputation`)).json();
    expect(figures).toMatchObject({ ratings: 1, average: 4, subScores: { price: 5, quality: 4 } });

    expect((await answer(ratingId, other)).statusCode).toBe(404); // another company's review
    expect((await answer(ratingId, buyer)).statusCode).toBe(404);
    expect((await answer(ratingId, company, '   ')).json().fields.text).toBe(REPUTATION_MSG.answer);
    expect((await answer(ratingId, company, 'x'.repeat(2001))).statusCode).toBe(400);
    const res = await answer(ratingId, company);
    expect(res.statusCode).toBe(200);
    expect(res.json().review.answer).toBe('Teşekkürler! Bize [gizlendi] numarasından ulaşın.');
    const twice = await answer(ratingId, company, 'Bir daha');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REPUTATION_MSG.answeredTwice);

    // the reviewer is told; the company page shows the text and the answer
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.memberId} = ${buyer.id} and ${notifications.kind} = 'review_answered'`);
    expect(told.link).toMatch(/^\/account-d-detay-talep-\d+$/);
    const page = (await t.get(`/api/v2/companies/${company.id}/reviews?limit=1`)).json();
    expect(page.items).toEqual([
      expect.objectContaining({ id: ratingId, comment: 'İyi iş.', purchased: true, answer: res.json().review.answer }),
    ]);
    expect(page.nextCursor).toBe(String(ratingId));
    const mine = (await t.call('GET', '/api/v2/reviews/received', company.auth)).json();
    expect(mine.items[0]).toMatchObject({ id: ratingId, status: true });
  });

  it('of the legacy form can be answered too', async () => {
    const { rating } = await deal(company.id, new Date(), {
      offerAfter: 5,
      accepted: true,
      rating: { score: 2, status: true, at: new Date() },
    });
    const id = (rating as { id: number }).id;
    const res = await t.call('POST', `/api/v2/reviews/${id}/answer`, company.auth, { text: 'Özür dileriz.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ subScores: null, purchased: null, answer: 'Özür dileriz.' });
  });
});

describe('beside each offer', () => {
  it('the desk and the comparison show the supplier figures; the legacy answers do not', async () => {
    const { request } = await deal(company.id, new Date(), { offerAfter: 5, accepted: false });
    await refreshReputations(t.db, new Date(Date.now() + 3_600_000)); // the offers above came "5 minutes later"
    t.app.cache.changed();
    const figures = (await t.get(`/api/v2/companies/${company.id}/reputation`)).json();
    const summary = {
      medianMinutes: figures.medianMinutes,
      offerRate: figures.offerRate,
      acceptRate: figures.acceptRate,
      accepted: figures.accepted,
      average: figures.average,
      ratings: figures.ratings,
    };
    expect(figures.accepted).toBeGreaterThan(0);
    const desk = async () => (await t.call('GET', `/api/v2/requests/${request.id}/desk`, buyer.auth)).json();
    const comparison = async () =>
      (await t.call('GET', `/api/v2/requests/${request.id}/comparison`, buyer.auth)).json();
    // while the supplier is masked: figures too coarse to find its company page by (no counts, shares to 10 %,
    // the average to half a star, the median in its shown unit)
    const tens = (p: number | null) => (p === null ? null : Math.round(p / 10) * 10);
    const coarse = {
      medianMinutes: Math.ceil(figures.medianMinutes / 15) * 15, // minutes: to the quarter hour
      offerRate: tens(figures.offerRate),
      acceptRate: tens(figures.acceptRate),
      accepted: null,
      average: figures.average === null ? null : Math.round(figures.average * 2) / 2,
      ratings: null,
    };
    expect(figures.medianMinutes).toBeLessThan(60);
    expect((await desk()).offers[0].reputation).toEqual(coarse);
    const { rows } = await comparison();
    expect(rows[0].reputation).toEqual(coarse);
    // accepted, its company named: the figures as they are
    expect((await t.get(`/api/talepDetayislemKabul-${rows[0].offerId}`, buyer.auth)).statusCode).toBe(200);
    expect((await desk()).offers[0].reputation).toEqual(summary);
    expect((await comparison()).rows[0].reputation).toEqual(summary);
    const legacy = await t.call('GET', `/api/talepDetay-${request.id}`, buyer.auth);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.body).not.toContain('reputation');
    expect(legacy.body).not.toContain('medianMinutes');
  });
});
