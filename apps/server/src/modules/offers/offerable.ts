// What a manufacturer may offer on (DESIGN §4 "Matching"): its feed of requests, and an offer on one of them.

import { CREDIT_MSG } from '@tedarik/contract/credits/member';
import { deliveryDayPlace } from '@tedarik/contract/dates';
import { fromKurus, kurusOf, MAX_KURUS } from '@tedarik/contract/money';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { lineTotal } from '@tedarik/contract/offers/totals';
import { type CURRENCIES, REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, count, eq, type Placeholder, sql } from 'drizzle-orm';
import { isUniqueViolation, preparedPerDb, type Tx } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers, offerVersions } from '../../db/schema/offers';
import { requestRounds, requests } from '../../db/schema/requests';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit, noticeSteps, toldOf } from '../../platform/notices';
import { isoDate, offsetOf, pageCount } from '../../platform/paging';
import { creditSpendSteps, creditsLeftSql, refundRace } from '../credits/service';
import { roleSql } from '../packages/service';
import { openProductCount } from '../products/service';
import { newestFirst, publicRequestSql, requestsInOrder, takeOfferPlace } from '../requests/service';
import { matchingRequestSql } from './matching-rule';
import { seenBy } from './service';

type Ctx = Pick<AppContext, 'db' | 'events' | 'outbox'>;

export const FEED_PAGE_SIZE = 20;
/** The feed counts at most this many requests (50 pages); its pager stops there. */
const FEED_COUNT_CAP = 1000;

/** Requests the member may offer on: public, of a catalog product it has an open product under, not its own, and
 * not answered by it yet. */
const offerableFor = (memberId: number | Placeholder) =>
  and(
    matchingRequestSql(memberId),
    sql`not exists (select 1 from offers o where o.request_id = ${requests.id} and o.member_id = ${memberId})`,
  );

// the page's ids, then their rows (see requestsInOrder): the six-table join is planned once per connection
const feedIds = preparedPerDb((db) =>
  db
    .select({ id: requests.id })
    .from(requests)
    .where(offerableFor(sql.placeholder('member')))
    .orderBy(...newestFirst)
    .limit(FEED_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare('offerable_ids'),
);
// counted up to FEED_COUNT_CAP: a company with broad products would otherwise count a million rows per page
const feedCount = preparedPerDb((db) =>
  db
    .select({ total: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(requests)
        .where(offerableFor(sql.placeholder('member')))
        .limit(FEED_COUNT_CAP)
        .as('capped'),
    )
    .prepare('offerable_count'),
);

/**
 * GET /api/uyetalelTeklifindex: the company's open products and a page of the requests it may offer on. Both counts
 * are the same on every page, so they are cached: a page of the feed is then two statements, not four.
 */
export async function offerableFeed({ db, cache }: Pick<AppContext, 'db' | 'cache'>, memberId: number, page: number) {
  const [{ products, total }, rows] = await Promise.all([
    // what any public write changes (a request approved, a company's product) may change them
    cache.value(`feed-counts:${memberId}`, { tags: [tag.public, tag.member(memberId)] }, async () => {
      const [products, [{ total }]] = await Promise.all([
        openProductCount(db, memberId),
        feedCount(db).execute({ member: memberId }),
      ]);
      return { products, total };
    }),
    feedIds(db)
      .execute({ member: memberId, offset: offsetOf(page, FEED_PAGE_SIZE) })
      .then((ids) => requestsInOrder(db, ids)),
  ]);
  return { products, rows, total, pages: pageCount(total, FEED_PAGE_SIZE) };
}

// An offer's checks and its write are statements prepared once per connection: planning them cost PostgreSQL about
// 0.9 ms of each offer's 2.5 (issue 14).
/**
 * The member's role, the request (its owner, whether it is public, its product) and whether the member may offer on
 * it, in one statement.
 */
const offerCheck = preparedPerDb((db) =>
  db
    .select({
      role: roleSql,
      // the request's columns are null when there is no such request
      ownerId: requests.memberId,
      visible: sql<boolean | null>`${publicRequestSql}`,
      productName: catalogProducts.name,
      offerable: sql<boolean>`coalesce(${offerableFor(sql.placeholder('member'))}, false)`,
      // null: the company's package counts no offers
      creditsLeft: creditsLeftSql(sql`members.id`),
      quantity: requests.quantity,
      sealed: requests.sealed,
      offerDeadline: requests.offerDeadline,
      offerCap: requests.offerCap,
      offerCount: requests.offerCount,
      round: sql<number>`coalesce((select max(${requestRounds.number}) from ${requestRounds}
        where ${requestRounds.requestId} = ${requests.id}), 1)::int`,
    })
    .from(members)
    .leftJoin(requests, eq(requests.id, sql.placeholder('request')))
    .leftJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .where(eq(members.id, sql.placeholder('member')))
    .prepare('offer_check'),
);
/**
 * The offer, its credit (a limited company's: credits area's creditSpendSteps), its first version, its request's
 * counters and the buyer's notice: one statement, so all or nothing. The credit is spent first and the place taken
 * only when it was (`allowed`); then the request's place (requests' takeOfferPlace: under its cap, before a sealed request's deadline) and
 * the offer is written only when it was: `offer` is null when it was not. It answers the members seeing the request
 * (membersSeeingRequest) as they were just before it, whose lists the offer changes: the company that offers is one
 * of them already, as one that may offer.
 */
const offerWrite = preparedPerDb((db) => {
  const credit = creditSpendSteps(db, sql.placeholder('member'), sql.placeholder('request'), sql.placeholder('now'));
  const counted = db
    .$with('counted')
    .as(takeOfferPlace(db, sql.placeholder('request'), sql.placeholder('now'), credit.allowed));
  const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const made = db.$with('made', { id: offers.id }).as(
    sql`insert into ${offers} ("request_id", "member_id", "price", "currency", "delivery_on", "note", "unit_price",
        "vat_rate", "vat_included", "payment_days", "valid_until")
      select "id", ${p('member', 'int')}, ${p('price', 'numeric')}, ${p('currency', 'text')}, ${p('deliveryOn', 'date')},
        ${p('note', 'text')}, ${p('unitPrice', 'numeric')}, ${p('vatRate', 'smallint')}, ${p('vatIncluded', 'boolean')},
        ${p('paymentDays', 'smallint')}, ${p('validUntil', 'date')}
      from "counted"
      returning *`,
  );
  const versioned = db.$with('versioned', { id: offerVersions.id }).as(
    sql`insert into ${offerVersions} ("offer_id", "version", "round", "price", "unit_price", "currency", "vat_rate",
        "vat_included", "delivery_on", "payment_days", "valid_until", "note")
      select "id", 1, ${p('round', 'smallint')}, "price", "unit_price", "currency", "vat_rate", "vat_included",
        "delivery_on", "payment_days", "valid_until", "note"
      from "made" returning "id"`,
  );
  const notice = noticeSteps(db, 'made', {
    to: sql.placeholder('owner'),
    kind: 'offer_received',
    text: sql.placeholder('text'),
    link: sql.placeholder('link'),
    requestId: sql.placeholder('request'),
  });
  const spendEntry = credit.entry('made');
  const seeing = db.$with('seeing').as(seenBy(db, sql.placeholder('request')));
  // one row even when no one sees the request (the place lost): the credit spent must be known to be refunded
  return db
    .with(credit.locked, credit.spent, counted, made, versioned, ...notice, spendEntry, seeing)
    .select({
      id: seeing.id,
      offer: sql<number | null>`(select "id" from "made")`,
      allowed: credit.allowed,
      spent: credit.bucket,
    })
    .from(sql`(select 1) as "one"`)
    .leftJoin(seeing, sql`true`)
    .prepare('offer_write');
});

/** A legacy client's offer: its total only. */
export interface OfferInput {
  /** the price column's decimal string, '1500.50' */
  price: string;
  currency: (typeof CURRENCIES)[number];
  /** the estimated delivery, YYYY-MM-DD */
  deliveryOn: string;
  note: string;
}

/** An offer with its full terms (v2): the total is the unit price × the request's quantity (contract totals.ts). */
export interface RichOfferInput extends Omit<OfferInput, 'price'> {
  /** a decimal string, '12.50' */
  unitPrice: string;
  vatRate: number;
  vatIncluded: boolean;
  /** 0 = peşin */
  paymentDays: number;
  /** YYYY-MM-DD */
  validUntil: string;
}

/** The terms a v2 offer adds, checked: its validity from today to 5 years, and its total within the price column. */
export function richTerms(input: RichOfferInput, quantity: number, today: string) {
  const valid = deliveryDayPlace(input.validUntil, today);
  if (valid !== 'within')
    throw new AppError(valid === 'past' ? DESK_MSG.validUntil : DESK_MSG.validUntilFar, 400, {
      validUntil: valid === 'past' ? DESK_MSG.validUntil : DESK_MSG.validUntilFar,
    });
  const unit = kurusOf(input.unitPrice); // the contract's zAmount gave it as the wire's decimal string
  const total = lineTotal(unit, quantity);
  if (total > MAX_KURUS) throw new AppError(DESK_MSG.totalTooLarge, 400, { unitPrice: DESK_MSG.totalTooLarge });
  return {
    price: fromKurus(total),
    unitPrice: fromKurus(unit),
    vatRate: input.vatRate,
    vatIncluded: input.vatIncluded,
    paymentDays: input.paymentDays,
    validUntil: input.validUntil,
  };
}

/** A refusal of an offer's place: a sealed request's deadline past, or its cap reached. */
export function placeRefusal(
  r: { sealed: boolean | null; offerDeadline: Date | null; offerCap: number | null; offerCount: number | null },
  now: Date,
) {
  if (r.sealed && r.offerDeadline && r.offerDeadline <= now) return new AppError(DESK_MSG.deadlinePassed, 409);
  if (r.offerCap !== null && (r.offerCount ?? 0) >= r.offerCap) return new AppError(DESK_MSG.full(r.offerCap), 409);
  return undefined;
}

/** What the save of a new offer does besides its row, in its transaction (the quote picked in its form). */
export type AlongWithOffer = (tx: Tx, offerId: number) => Promise<void>;

/**
 * A manufacturer's offer on a request: only with a running package, on a public request of a product it offers,
 * not its own, once. The offer, the request's counters and the buyer's notification are one statement; `along` runs
 * in its transaction (when it throws, no offer is made). Answers the members whose own lists show the request
 * (membersSeeingRequest).
 */
export async function createOffer(
  ctx: Ctx & Pick<AppContext, 'clock'>,
  memberId: number,
  requestId: number,
  input: OfferInput | RichOfferInput,
  along?: AlongWithOffer,
) {
  const { db } = ctx;
  const now = ctx.clock.now();
  // the estimated delivery: from today (in Türkiye, by the server's clock) to 5 years later
  const place = deliveryDayPlace(input.deliveryOn, isoDate(now));
  if (place !== 'within') {
    const message = place === 'past' ? OFFER_MSG.deliveryDate : OFFER_MSG.deliveryDateFar;
    throw new AppError(message, 400, { deliveryOn: message });
  }
  const [check] = await offerCheck(db).execute({ member: memberId, request: requestId });
  // a request that is not public is told apart from none only to its owner, who may not offer on it at all
  if (!check || check.ownerId === null || (!check.visible && check.ownerId !== memberId))
    throw notFound(REQUEST_MSG.notFound);
  if (check.role !== 'imalatci') throw new AppError(OFFER_MSG.noPackage, 403);
  if (check.ownerId === memberId) throw new AppError(OFFER_MSG.own, 403);
  if (!check.offerable) {
    const [answered] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, memberId)));
    throw new AppError(answered ? OFFER_MSG.twice : OFFER_MSG.notMatching);
  }
  const refused = placeRefusal(check, now);
  if (refused) throw refused;
  if (check.creditsLeft === 0) throw new AppError(CREDIT_MSG.none, 402);
  const terms =
    'unitPrice' in input
      ? richTerms(input, check.quantity ?? 0, isoDate(now))
      : {
          price: input.price,
          unitPrice: null,
          vatRate: null,
          vatIncluded: null,
          paymentDays: null,
          validUntil: null,
        };
  // the buyer's notice names no price nor company (a sealed request's offers are hidden until its deadline)
  const link = `/account-d-detay-talep-${requestId}`;
  const text = `${check.productName} talebinize yeni bir teklif geldi.`;
  const bell = { kind: 'offer_received', text, link, requestId } as const;
  const row = {
    request: requestId,
    member: memberId,
    now: now.toISOString(),
    currency: input.currency,
    deliveryOn: input.deliveryOn,
    note: input.note,
    ...terms,
    round: check.round,
    owner: check.ownerId,
    text,
    link,
  };
  let rows: { id: number | null; offer: number | null; allowed: boolean; spent: string | null }[];
  try {
    rows = along
      ? await db.transaction(async (tx) => {
          const written = await offerWrite(tx).execute(row);
          const offerId = written[0]?.offer;
          if (offerId !== null && offerId !== undefined) await along(tx, offerId);
          return written;
        })
      : await offerWrite(db).execute(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(OFFER_MSG.twice);
    throw err;
  }
  const offerId = rows[0]?.offer ?? null;
  // the credits went to offers sent at the same time: nothing was written
  if (rows[0] && !rows[0].allowed) throw new AppError(CREDIT_MSG.none, 402);
  if (offerId === null) {
    // taken by others in the meantime: the cap filled, or the deadline passed
    const [current] = await db
      .select({
        sealed: requests.sealed,
        offerDeadline: requests.offerDeadline,
        offerCap: requests.offerCap,
        offerCount: requests.offerCount,
      })
      .from(requests)
      .where(eq(requests.id, requestId));
    const lost = current && placeRefusal(current, now);
    // the credit spent on the lost place comes back at once (the ledger says why)
    if (rows[0]?.spent)
      await refundRace(db, {
        memberId,
        requestId,
        reason: lost && lost.message === DESK_MSG.deadlinePassed ? 'deadline' : 'cap',
        at: now,
      });
    throw lost ?? new AppError(DESK_MSG.full(check.offerCap ?? 0), 409);
  }
  // the statement wrote the buyer's notification; its open pages refetch the request (a sealed one's show a count)
  const event = { kind: 'offer', requestId, change: 'received' } as const;
  await afterCommit(ctx, toldOf([{ to: check.ownerId, bell, event }]));
  return { offerId, seeing: rows.flatMap((r) => (r.id === null ? [] : [r.id])) };
}
