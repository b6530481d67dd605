// What a manufacturer may offer on (DESIGN §4 "Matching"): its feed of requests, and an offer on one of them.
import { deliveryDayPlace } from '@tedarik/contract/dates';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { type CURRENCIES, REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, count, eq, type Placeholder, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { isoDate, offsetOf, pageCount } from '../../platform/paging';
import { noticeStep } from '../notifications/service';
import { roleSql } from '../packages/service';
import { openProductCount } from '../products/service';
import { adjustOfferCounts, newestFirst, publicRequestSql, requestsInOrder } from '../requests/service';
import { isUniqueViolation, matchingRequestSql, seenBy } from './service';

type Ctx = Pick<AppContext, 'db' | 'outbox'>;

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
    })
    .from(members)
    .leftJoin(requests, eq(requests.id, sql.placeholder('request')))
    .leftJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .where(eq(members.id, sql.placeholder('member')))
    .prepare('offer_check'),
);
/**
 * The offer, its request's counters and the buyer's notice: one statement, so all or nothing. It answers the members
 * seeing the request (membersSeeingRequest) as they were just before it, whose lists the offer changes: the company
 * that offers is one of them already, as one that may offer.
 */
const offerWrite = preparedPerDb((db) => {
  const made = db.$with('made').as(
    db
      .insert(offers)
      .values({
        requestId: sql.placeholder('request'),
        memberId: sql.placeholder('member'),
        price: sql.placeholder('price'),
        currency: sql.placeholder('currency'),
        deliveryOn: sql.placeholder('deliveryOn'),
        note: sql.placeholder('note'),
      })
      .returning({ id: offers.id }),
  );
  const counted = db
    .$with('counted')
    .as(adjustOfferCounts(db, sql.placeholder('request'), { offers: 1, unreviewed: 1 }).returning({ id: requests.id }));
  const notice = noticeStep(db, {
    memberId: sql.placeholder('owner'),
    kind: 'offer_received',
    text: sql.placeholder('text'),
    link: sql.placeholder('link'),
    requestId: sql.placeholder('request'),
  });
  const seeing = db.$with('seeing').as(seenBy(db, sql.placeholder('request')));
  return db.with(made, counted, notice, seeing).select().from(seeing).prepare('offer_write');
});

export interface OfferInput {
  /** 2 decimals */
  price: number;
  currency: (typeof CURRENCIES)[number];
  /** the estimated delivery, YYYY-MM-DD */
  deliveryOn: string;
  note: string;
}

/**
 * A manufacturer's offer on a request: only with a running package, on a public request of a product it offers,
 * not its own, once. The offer, the request's counters and the buyer's notification are one statement. Answers the
 * members whose own lists show the request (membersSeeingRequest).
 */
export async function createOffer(
  ctx: Ctx & Pick<AppContext, 'clock'>,
  memberId: number,
  requestId: number,
  input: OfferInput,
) {
  const { db } = ctx;
  // the estimated delivery: from today (in Türkiye, by the server's clock) to 5 years later
  const place = deliveryDayPlace(input.deliveryOn, isoDate(ctx.clock.now()));
  if (place !== 'within') throw new AppError(place === 'past' ? OFFER_MSG.deliveryDate : OFFER_MSG.deliveryDateFar);
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
  try {
    const seeing = await offerWrite(db).execute({
      request: requestId,
      member: memberId,
      price: input.price,
      currency: input.currency,
      deliveryOn: input.deliveryOn,
      note: input.note,
      owner: check.ownerId,
      text: `${check.productName} talebinize yeni bir teklif geldi.`,
      link: `/account-d-detay-talep-${requestId}`,
    });
    return seeing.map((r) => r.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(OFFER_MSG.twice);
    throw err;
  }
}
