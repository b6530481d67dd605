// Requests in the back-office: every request (paged, searched), a member's requests, the moderation states' lists
// (admin spec §2 "Requests", §4, §7); the decision itself is decision.ts.
import { STATE_COUNT_CAP } from '@tedarik/contract/requests/admin';
import { UNPAGED_COUNT_CAP } from '@tedarik/contract/unpaged';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type Db, matchedIds, preparedPerDb } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { requests } from '../../db/schema/requests';
import { offsetOf, pageCount } from '../../platform/paging';
import { pageWindow } from '../../platform/unpaged';
import { catalogProductMatches } from '../catalog/service';
import { memberMatches } from '../members/service';
import { listQuery, newestFirst, newestSentFirst, requestCount, requestsInOrder } from './service';

export const ADMIN_PAGE_SIZE = 20;
/** A page of a search: this many requests, newest first (without a page: all of them, up to the ceiling). */
const SEARCH_PAGE = 100;
/** A member's requests in the back-office, newest first. */
const MEMBER_LIMIT = 500;

// The page's ids from the index alone, then their rows (see requestsInOrder). A page past the middle is read from
// the oldest end and turned round: the last of 50,000 pages skips 20 index entries, not a million (16 ms of the
// database per call).
const pageIds = (oldestFirst: boolean) =>
  preparedPerDb((db) =>
    db
      .select({ id: requests.id })
      .from(requests)
      .orderBy(...(oldestFirst ? [asc(requests.createdAt), asc(requests.id)] : newestFirst))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(oldestFirst ? 'admin_request_ids_oldest' : 'admin_request_ids'),
  );
const newestIds = pageIds(false);
const oldestIds = pageIds(true);

/** One page of every request, newest first. */
export async function allRequestsPage(db: Db, page: number) {
  const total = await requestCount(db);
  const offset = offsetOf(page, ADMIN_PAGE_SIZE);
  const after = total - offset - ADMIN_PAGE_SIZE; // requests older than the page
  const ids =
    offset >= total
      ? []
      : offset > after
        ? (
            await oldestIds(db).execute({ limit: ADMIN_PAGE_SIZE + Math.min(after, 0), offset: Math.max(after, 0) })
          ).reverse()
        : await newestIds(db).execute({ limit: ADMIN_PAGE_SIZE, offset });
  return { rows: await requestsInOrder(db, ids), total, pages: pageCount(total, ADMIN_PAGE_SIZE) };
}

/**
 * Requests whose catalog product or member (company, name, e-mail) contains the text, Turkish-folded, newest first:
 * a page, or without one every match up to the ceiling (platform/unpaged.ts); `total` counts the matches up to the
 * cap. Each side first reads its matches' ids from its own trigram index (matchedIds: PostgreSQL given the match
 * itself took 1.4–1.8 s at 1M requests for a text one product has, as it walked every request newest first to find
 * it); then one UNION gives the newest requests of each side that matched, each once; then their rows. Not prepared,
 * unlike the header's search: a generic plan cannot count the ids (5–12 s at 1M requests, checked with
 * plan_cache_mode = force_generic_plan). One OR across the joined tables scanned every request for a rare match
 * (375 ms at 10,000).
 */
export async function searchRequests(db: Db, text: string, page?: number) {
  const { limit, offset } = pageWindow(page, SEARCH_PAGE);
  const [products, owners] = await Promise.all([
    matchedIds(db, catalogProducts, catalogProductMatches(text)),
    matchedIds(db, members, memberMatches(text)),
  ]);
  const matching = (column: typeof requests.catalogProductId | typeof requests.memberId, ids: typeof products) =>
    Array.isArray(ids) && !ids.length ? [] : [inArray(column, ids)];
  const [first, second] = [...matching(requests.catalogProductId, products), ...matching(requests.memberId, owners)];
  if (!first) return { rows: [], total: async () => 0 };
  // each side's newest, as many as the page's end; then the page of both
  const newest = (where: SQL) =>
    db
      .select({ id: requests.id, createdAt: requests.createdAt })
      .from(requests)
      .where(where)
      .orderBy(...newestFirst)
      .limit(offset + limit);
  // their rows come from a prepared statement: joined in here, they took PostgreSQL 1.3 ms to plan at 1M requests,
  // and the search went from 677 to 474 a second
  const ids = await (second
    ? union(newest(first), newest(second)).orderBy(sql`"created_at" desc, "id" desc`).limit(limit).offset(offset)
    : newest(first).offset(offset));
  const matched = (where: SQL) => db.select({ id: requests.id }).from(requests).where(where);
  const total = async () => {
    const all = (second ? union(matched(first), matched(second)) : matched(first)).limit(UNPAGED_COUNT_CAP);
    const [{ n }] = await db.select({ n: count() }).from(all.as('matched'));
    return n;
  };
  return { rows: await requestsInOrder(db, ids), total };
}

// One moderation state's page: waiting (approved is null), newest sent first (index requests_pending_idx), or decided
// (approved = the flag), newest first (index on (approved, created_at)). Counted only up to STATE_COUNT_CAP: the approved ones are most of a million, and
// a count(*) of them would scan them at every page.
const inState = (pending: boolean) =>
  pending ? sql`${requests.approved} is null` : sql`${requests.approved} = ${sql.placeholder('approved')}`;
const stateIds = (pending: boolean) =>
  preparedPerDb((db) =>
    db
      .select({ id: requests.id })
      .from(requests)
      .where(inState(pending))
      .orderBy(...(pending ? newestSentFirst : newestFirst))
      .limit(ADMIN_PAGE_SIZE)
      .offset(sql.placeholder('offset'))
      .prepare(pending ? 'admin_pending_ids' : 'admin_decided_ids'),
  );
const stateCount = (pending: boolean) =>
  preparedPerDb((db) =>
    db
      .select({ total: count() })
      .from(db.select({ one: sql`1` }).from(requests).where(inState(pending)).limit(STATE_COUNT_CAP).as('capped'))
      .prepare(pending ? 'admin_pending_count' : 'admin_decided_count'),
  );
const [pendingIds, decidedIds, pendingCount, decidedCount] = [
  stateIds(true),
  stateIds(false),
  stateCount(true),
  stateCount(false),
];

/**
 * One page of the requests in a moderation state (null waiting, true approved, false rejected), newest first; the
 * total is counted up to STATE_COUNT_CAP, and the pages past it are empty.
 */
export async function requestsInStatePage(db: Db, page: number, approved: boolean | null) {
  const offset = offsetOf(page, ADMIN_PAGE_SIZE);
  const args = approved === null ? {} : { approved };
  const [[{ total }], ids] = await Promise.all([
    (approved === null ? pendingCount : decidedCount)(db).execute(args),
    offset >= STATE_COUNT_CAP ? [] : (approved === null ? pendingIds : decidedIds)(db).execute({ ...args, offset }),
  ]);
  return { rows: await requestsInOrder(db, ids), total, pages: pageCount(total, ADMIN_PAGE_SIZE) };
}

export const memberRequests = (db: Db, memberId: number) =>
  listQuery(db)
    .where(eq(requests.memberId, memberId))
    .orderBy(...newestFirst)
    .limit(MEMBER_LIMIT);

/** One request of a member, as their list shows it (none when the request is another member's). */
export const memberRequest = (db: Db, memberId: number, id: number) =>
  listQuery(db).where(and(eq(requests.memberId, memberId), eq(requests.id, id)));
