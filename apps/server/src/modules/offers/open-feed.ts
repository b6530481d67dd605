// The open API's requests (decision 0065): those a company's key may read are the ones that match the company
// (matchingRequestSql: public, of its products or its 'Talep Tercihlerim', not its own), newest first, paged by id,
// optionally only those changed since a moment: created, sent back after an edit, or approved since then. Here, in
// offers (whose rule they follow), so that requests' routes and webhooks' deliveries (decision 0068) read them alike.
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { requests } from '../../db/schema/requests';
import { notFound } from '../../platform/errors';
import { inOrderOf } from '../../platform/paging';
import { matchedCatalogProductsSql } from '../matching/service';
import { requestsByIds } from '../requests/service';
import { matchingRequestSql } from './matching-rule';

/** When a request last changed for a supplier: the latest of its creation, resubmission and (first) approval. */
const updatedAtSql = sql<string>`greatest(${requests.createdAt}, ${requests.resubmittedAt}, ${requests.approvedAt})`;

/** A rule of up to this many catalog products is read a product at a time; a wider one by a walk from the newest. */
const READ_BY_PRODUCT_UP_TO = 2_000;

/**
 * The matching requests' ids (with when each changed and whether the company offered), then their rows. The catalog
 * products the company matches are read first. A rule of a few hundred (a group of the catalogue) is read a product at
 * a time, each product's newest in requests_public_idx alone (5 ms for 520 products at 1M requests); the planner's own
 * choice there, a walk from the newest request, crossed 150,000 requests when the company's provinces or minimum let
 * few through (30–85 ms). A rule spanning a sector (5,000 products) is that walk, in requests_open_feed_idx alone
 * (20 ms; 58 ms a product at a time). The requests' provinces are their own (buyer_city_id, kept by the database).
 */
async function matchingRows(db: Db, memberId: number, where: SQL | undefined, take: number) {
  const products = (
    await rawRows<{ catalog_product_id: number }>(db, matchedCatalogProductsSql(sql`${memberId}::int`))
  ).map((r) => Number(r.catalog_product_id));
  if (products.length === 0) return [];
  const newest = (product: number[] | SQL) =>
    sql`select requests.id from requests where ${and(matchingRequestSql(memberId, product), where)}
      order by requests.id desc limit ${take}`;
  const matching =
    products.length <= READ_BY_PRODUCT_UP_TO
      ? sql`select r.id from unnest(${sql.param(products)}::int[]) p(id) cross join lateral (${newest(sql`p.id`)}) r
          order by r.id desc limit ${take}`
      : newest(products);
  const ids = await db
    .select({
      id: requests.id,
      updatedAt: sql<string>`${updatedAtSql}`.mapWith((v) => new Date(v)),
      // `requests.id` written out: drizzle leaves a single table's columns unqualified, and "id" in the sub-select
      // is the offer's own
      offered: sql<boolean>`exists (select 1 from offers o where o.request_id = requests.id
        and o.member_id = ${memberId})`,
    })
    .from(requests)
    .where(sql`${requests.id} in (${matching})`)
    .orderBy(desc(requests.id));
  const rows = inOrderOf(
    ids,
    await requestsByIds(
      db,
      ids.map((r) => r.id),
    ),
    (r) => r.id,
  );
  const byId = new Map(ids.map((r) => [r.id, r]));
  return rows.map((request) => ({ request, ...(byId.get(request.id) as (typeof ids)[number]) }));
}
export type OpenRequestRow = Awaited<ReturnType<typeof matchingRows>>[number];

/** `take` matching requests after the cursor (an id), newest first; only those changed since `updatedSince`. */
export const matchingRequestPage = (
  db: Db,
  memberId: number,
  take: number,
  query: { cursor?: number; updatedSince?: string },
) =>
  matchingRows(
    db,
    memberId,
    and(
      query.cursor === undefined ? undefined : sql`${requests.id} < ${query.cursor}`,
      query.updatedSince === undefined ? undefined : sql`${updatedAtSql} >= ${query.updatedSince}::timestamptz`,
    ),
    take,
  );

/** One request that matches the company now, or undefined. */
export const matchingRequestRow = async (db: Db, memberId: number, id: number): Promise<OpenRequestRow | undefined> =>
  (await matchingRows(db, memberId, eq(requests.id, id), 1))[0];

/** One request that matches the company, or 404. */
export async function matchingRequest(db: Db, memberId: number, id: number) {
  const row = await matchingRequestRow(db, memberId, id);
  if (!row) throw notFound(REQUEST_MSG.notFound);
  return row;
}
