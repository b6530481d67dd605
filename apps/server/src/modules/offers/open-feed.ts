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

/**
 * The matching requests' ids (with when each changed and whether the company offered), then their rows. The catalog
 * products the company matches are read first and given to the rule as an array: the planner then reads a few
 * products' requests by index (2 ms at 1M requests) and walks the newest public requests of a company whose rule spans
 * a sector in requests_open_feed_idx (11–18 ms for 500–5,000 catalog products), where the rule's sub-select made it
 * scan every public request (60–113 ms).
 */
async function matchingRows(db: Db, memberId: number, where: SQL | undefined, take: number) {
  const products = (
    await rawRows<{ catalog_product_id: number }>(db, matchedCatalogProductsSql(sql`${memberId}::int`))
  ).map((r) => Number(r.catalog_product_id));
  if (products.length === 0) return [];
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
    .where(and(matchingRequestSql(memberId, products), where))
    .orderBy(desc(requests.id))
    .limit(take);
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
