// Purchase requests (talep): the rules of their life (public, open, offerable), the public lists, and what other
// areas need of them (DESIGN §4 "Request life", "Masking"). The owner's screens are in ./own.ts, the back-office's
// in ./moderation.ts.
import { PAGE_SIZE, REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import { and, between, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Db, preparedPerDb, type Tx } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { cities, countries } from '../../db/schema/places';
import { publicRequestDays, requests, rowCounts } from '../../db/schema/requests';
import { inOrderOf, offsetOf, pageCount } from '../../platform/paging';
import { categoryAndDescendants } from '../catalog/service';
import { memberPlaceSql } from '../members/service';
import { roleSql } from '../packages/service';

// a request's moderation decision and whom its approval reaches (the legacy call's and the workbench's one path)
export { type ModerationInput, matchingCompaniesSql, moderate, requestOwner, requestReach } from './decision';
export { BURST_COUNT, requestFlags } from './flags';

import { openRequestSql, publicRequestSql } from './public-rule';

// the matching digests (decision 0061)
export { digestMail, digestPeriodEnd, matchDigestJob, sendDigests } from './digest';
export { openRequestSql, publicRequestSql };

/**
 * Requests with their product, category and owner: the rows of every request list. `more` adds fields to each row
 * (under names the list does not use), of tables the caller joins after these: the owner's request page adds its
 * offers (offers/service.ts). `qb` may be a statement's `db.with(…)`.
 */
export function listQuery<More extends SelectedFields = Record<never, never>>(qb: Pick<Db, 'select'>, more?: More) {
  return qb
    .select({
      ...(more as More),
      id: requests.id,
      quantity: requests.quantity,
      unit: requests.unit,
      detail: requests.detail,
      deliveryOn: requests.deliveryOn,
      createdAt: requests.createdAt,
      productId: catalogProducts.id,
      productName: catalogProducts.name,
      productSlug: catalogProducts.slug,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
      categoryParent: categories.parentId,
      company: members.companyName,
      place: memberPlaceSql,
      offers: requests.offerCount,
      unreviewed: requests.unreviewedCount,
      ownerId: requests.memberId,
      ownerName: members.fullName,
      material: requests.material,
      published: requests.published,
      finished: requests.finished,
      approved: requests.approved,
      rejectionNote: requests.rejectionNote,
      open: sql<boolean>`${openRequestSql}`,
      visible: sql<boolean>`${publicRequestSql}`,
      sealed: requests.sealed,
      offerDeadline: requests.offerDeadline,
      openedAt: requests.openedAt,
      offerCap: requests.offerCap,
    })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(categories, eq(categories.id, catalogProducts.categoryId))
    .innerJoin(members, eq(members.id, requests.memberId))
    .innerJoin(countries, eq(countries.id, members.countryId))
    .leftJoin(cities, eq(cities.id, members.cityId));
}
/** A request as the lists show it (the wire shapes are in ./wire). */
export type RequestRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export const newestFirst = [desc(requests.createdAt), desc(requests.id)];
/**
 * The waiting list's order: newest sent to moderation first, a request its owner edited and sent back (own.ts
 * editRequest) counting from then (index requests_pending_idx).
 */
export const newestSentFirst = [
  desc(sql`coalesce(${requests.resubmittedAt}, ${requests.createdAt})`),
  desc(requests.id),
];
export const inCategory = (id: number | Placeholder) =>
  sql`${catalogProducts.categoryId} in ${categoryAndDescendants(id)}`;
// A page is two prepared statements: its ids first, from the index alone, then the six-table join for those rows
// only. With the joins in the page's statement, an offset of 12,000 joined 12,000 rows to throw them away (19
// requests/s for page 500 at 1 M requests), and PostgreSQL planned the join again at every call (1.5–7 ms, against
// 0.5 ms running it: an offset cannot be planned once). The join by ids is planned once per connection.
const publicIds = preparedPerDb((db) =>
  db
    .select({ id: requests.id })
    .from(requests)
    .where(publicRequestSql)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('public_request_ids'),
);
const categoryIds = preparedPerDb((db) =>
  db
    .select({ id: requests.id })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .where(and(publicRequestSql, inCategory(sql.placeholder('category'))))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('category_request_ids'),
);
const byIds = preparedPerDb((db) =>
  listQuery(db)
    .where(sql`${requests.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('requests_by_ids'),
);
/** The requests of these ids, in no order: one prepared statement whatever their number. */
export const requestsByIds = (db: Db, ids: number[]) => (ids.length ? byIds(db).execute({ ids }) : Promise.resolve([]));
/** The requests of these ids, in the ids' order (a page whose ids came first). */
export const requestsInOrder = async (db: Db, ids: { id: number }[]) =>
  inOrderOf(
    ids,
    await requestsByIds(
      db,
      ids.map((r) => r.id),
    ),
    (r) => r.id,
  );
const byId = preparedPerDb((db) =>
  listQuery(db)
    .where(eq(requests.id, sql.placeholder('id')))
    .prepare('request_by_id'),
);

/** One page of public requests, newest first, optionally under a category (and its sub-categories). */
export async function publicRequestPageOf(db: Db, opts: { categoryId?: number; page: number }) {
  const size = PAGE_SIZE.requests;
  const window = { limit: size, offset: offsetOf(opts.page, size) };
  const [rows, total] = await Promise.all([
    (opts.categoryId
      ? categoryIds(db).execute({ ...window, category: opts.categoryId })
      : publicIds(db).execute(window)
    ).then((ids) => requestsInOrder(db, ids)),
    opts.categoryId
      ? db
          .select({ total: count() })
          .from(requests)
          .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
          .where(and(publicRequestSql, inCategory(opts.categoryId)))
          .then(([r]) => r.total)
      : openRequestCount(db),
  ]);
  return { rows, total, pages: pageCount(total, size) };
}

/** The newest open requests for the home page. */
export const homeRequests = async (db: Db) =>
  requestsInOrder(db, await publicIds(db).execute({ limit: PAGE_SIZE.homeRequests, offset: 0 }));

/**
 * What a request's page needs to know of the member reading it: whether it activated its account (the buyer's company
 * is shown to activated buyers only: a fresh throw-away account cannot unmask buyers) and whether it is a company
 * (a supplier reads the buyer masked until its offer is accepted, as on every other page; issue 47 item 22).
 */
export async function requestViewer(db: Db, memberId: number) {
  const [member] = await db
    .select({ activatedAt: members.activatedAt, role: roleSql })
    .from(members)
    .where(eq(members.id, memberId));
  return { activated: Boolean(member?.activatedAt), supplier: member !== undefined && member.role !== 'basic' };
}

/** Any request by id, in any state (the area's own screens check who may see it). */
export async function requestById(db: Db, id: number) {
  const [request] = await byId(db).execute({ id });
  return request;
}

/**
 * Requests waiting for moderation, newest sent first (the back-office home page): oldest first, a new request stayed
 * out of sight behind ten older ones (issue 35); an edited one sent back counts as new. The whole queue is the
 * request list filtered to waiting ones.
 */
export const pendingRequests = (db: Db, limit = 10) =>
  listQuery(db)
    .where(sql`${requests.approved} is null`)
    .orderBy(...newestSentFirst)
    .limit(limit);

/**
 * Keeps a request's offer counters (the lists show them without counting): `offers` more offers, `unreviewed` more
 * not yet reviewed. Called in the transaction that reviews an offer, and a step of the statement that adds one (a
 * placeholder for the request).
 */
export const adjustOfferCounts = (
  tx: Db | Tx,
  requestId: number | Placeholder,
  change: { offers: number; unreviewed: number },
) =>
  tx
    .update(requests)
    .set({
      offerCount: sql`${requests.offerCount} + ${change.offers}`,
      unreviewedCount: sql`${requests.unreviewedCount} + ${change.unreviewed}`,
    })
    .where(eq(requests.id, requestId));

/**
 * An offer's place on a request, taken before the offer is written, in its statement (a step named by the caller):
 * the counters go up only while the request is under its cap and, when sealed, before its deadline (`now`). Two offers
 * at once wait for each other on the row, and the second sees the first one's count: the cap is never exceeded.
 * Returns the request's id when the place was taken, no row when not. `also`: a further condition of the
 * statement (the offer's credit spent: credits area).
 */
export const takeOfferPlace = (db: Db, requestId: Placeholder, now: Placeholder, also: SQL = sql`true`) =>
  db
    .update(requests)
    .set({
      offerCount: sql`${requests.offerCount} + 1`,
      unreviewedCount: sql`${requests.unreviewedCount} + 1`,
    })
    .where(
      and(
        eq(requests.id, requestId),
        sql`(${requests.offerCap} is null or ${requests.offerCount} < ${requests.offerCap})`,
        sql`(not ${requests.sealed} or ${requests.offerDeadline} > ${now}::timestamptz)`,
        also,
      ),
    )
    .returning({ id: requests.id });

/** Whether a request's offers are hidden from its buyer: sealed, and not opened yet (by the opening job). */
export const offersHidden = (r: { sealed: boolean; openedAt: Date | null }) => r.sealed && r.openedAt === null;

/** Recounts every request's offer counters from the offers (demo data, repairs). */
export const recountOffers = (tx: Db | Tx) =>
  tx.execute(sql`update requests r set offer_count = coalesce(c.n, 0), unreviewed_count = coalesce(c.unreviewed, 0)
    from requests x left join (select request_id, count(*)::int as n, (count(*) filter (where not reviewed))::int as unreviewed
      from offers group by request_id) c on c.request_id = x.id
    where x.id = r.id`);

/** Every request, from the counter the triggers keep (migrations 0010, 0014: the sum of its 16 slots): O(1). */
export const requestCount = (db: Db) =>
  db
    .select({ rows: sql<number>`coalesce(sum(${rowCounts.rows}), 0)`.mapWith(Number) })
    .from(rowCounts)
    .where(eq(rowCounts.name, 'requests'))
    .then(([r]) => r.rows);

/** A member's requests: in all, approved and open, awaiting moderation (the back-office member page). */
export async function memberRequestCounts(db: Db, memberId: number) {
  const [row] = await db
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${requests.approved} and ${openRequestSql})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${requests.approved} is null)`.mapWith(Number),
    })
    .from(requests)
    .where(eq(requests.memberId, memberId));
  return row;
}

/** A public request's title and text for page meta (undefined when it is not public). */
export async function publicRequestSummary(db: Db, id: number) {
  const [r] = await db
    .select({
      quantity: requests.quantity,
      unit: requests.unit,
      detail: requests.detail,
      product: catalogProducts.name,
    })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .where(and(eq(requests.id, id), publicRequestSql));
  return r;
}

/** The ids of the public requests whose id is in [from, to] (a sitemap part). */
export const publicRequestIds = async (db: Db, from: number, to: number) =>
  (
    await db
      .select({ id: requests.id })
      .from(requests)
      .where(and(publicRequestSql, between(requests.id, from, to)))
  ).map((r) => r.id);

/** How many requests are public: from the per-day counts the trigger keeps (migration 0011), the days still open. */
export const openRequestCount = (db: Db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${publicRequestDays.requests}), 0)::int` })
    .from(publicRequestDays)
    .where(sql`${publicRequestDays.day} >= current_date - ${REQUEST_OPEN_DAYS}::int`)
    .then(([r]) => r.total);
