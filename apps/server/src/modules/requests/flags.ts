// What the moderation workbench flags on a waiting request (issue 49 item 3, decision 0058): a near copy of another
// request of its member or its address within 30 days (trigram similarity, pg_trgm on both databases), and a burst of
// requests from its address. Contact details in its text are the workbench's own check (the conversations' masking).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema/requests';

/** How alike two requests' texts are (pg_trgm's similarity, 0–1) to call one a near copy of the other. */
export const DUPLICATE_SIMILARITY = 0.6;
/** How far back a near copy counts. */
export const DUPLICATE_DAYS = 30;
/** A burst: this many requests (the flagged one included) from one address within BURST_MINUTES. */
export const BURST_COUNT = 5;
export const BURST_MINUTES = 60;
/** The most earlier requests of the member or address a near copy is looked for among (newest first). */
const CANDIDATES = 50;

export interface RequestFlags {
  id: number;
  /** the earlier request it nearly copies, if any */
  duplicateOf: number | null;
  /** requests from its address in the hour up to it (itself included); 0 when its address is unknown */
  fromAddress: number;
}

/**
 * The flags of these requests (a page of the queue: few ids). Each looks at most CANDIDATES earlier requests of its
 * member or address (indexes requests_member_idx, requests_origin_idx), so a busy member costs a bounded read.
 */
export async function requestFlags(db: Db, ids: number[]): Promise<RequestFlags[]> {
  if (!ids.length) return [];
  const text = (t: string) => sql.raw(`(${t}.material || ' ' || ${t}.detail)`);
  const earlier = sql`o.id <> r.id and o.created_at <= r.created_at
    and o.created_at > r.created_at - make_interval(days => ${DUPLICATE_DAYS})`;
  return db
    .select({
      id: sql<number>`r.id`,
      // the member's and the address's newest earlier requests, each read from its own index (one `or` of the two
      // scanned the back-office's index of all requests by date: at a million rows, a month of them per flag)
      duplicateOf: sql<number | null>`(select c.id from (
          (select o.id, o.material, o.detail, o.created_at from requests o
            where o.member_id = r.member_id and ${earlier} order by o.created_at desc limit ${CANDIDATES})
          union all
          (select o.id, o.material, o.detail, o.created_at from requests o
            where o.origin_ip is not null and o.origin_ip = r.origin_ip and ${earlier}
            order by o.created_at desc limit ${CANDIDATES})
          order by created_at desc limit ${CANDIDATES}
        ) c where similarity(${text('c')}, ${text('r')}) >= ${DUPLICATE_SIMILARITY}
        order by similarity(${text('c')}, ${text('r')}) desc limit 1)`,
      fromAddress: sql<number>`(case when r.origin_ip is null then 0 else (select count(*)::int from requests o
          where o.origin_ip = r.origin_ip and o.created_at <= r.created_at
            and o.created_at > r.created_at - make_interval(mins => ${BURST_MINUTES})) end)`,
    })
    .from(sql`${requests} r`)
    .where(inArray(sql`r.id`, ids));
}
