// The legacy lists a client may read whole (contract unpaged.ts): a page when one is asked, else every row up to the
// ceiling, and the total in a header when there are more. The total is counted only then, and only up to a cap: a
// million rows are never counted to answer 5,000 of them.
import { TOTAL_COUNT_HEADER, UNPAGED_CEILING, UNPAGED_COUNT_CAP } from '@tedarik/contract/unpaged';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { offsetOf } from './paging';

/** The rows to read: a page of `size`, or (no page) every row up to the ceiling and one more, to tell there are more. */
export const pageWindow = (page: number | undefined, size: number) =>
  page === undefined ? { limit: UNPAGED_CEILING + 1, offset: 0 } : { limit: size, offset: offsetOf(page, size) };

/**
 * The rows read through pageWindow, cut to the ceiling; when they went beyond it, the total (from `total`, which
 * counts with countUpTo) goes in the header. A page is never beyond it: pages are smaller than the ceiling.
 */
export async function upToCeiling<T>(reply: FastifyReply, rows: T[], total: () => Promise<number>): Promise<T[]> {
  if (rows.length <= UNPAGED_CEILING) return rows;
  reply.header(TOTAL_COUNT_HEADER, String(await total()));
  return rows.slice(0, UNPAGED_CEILING);
}

/** The number of rows of `table` that `where` selects, counted up to UNPAGED_COUNT_CAP. */
export async function countUpTo(db: Db, table: PgTable, where?: SQL) {
  const rows = db.select({ one: sql`1` }).from(table).where(where).limit(UNPAGED_COUNT_CAP).as('counted');
  const [{ n }] = await db.select({ n: count() }).from(rows);
  return n;
}
