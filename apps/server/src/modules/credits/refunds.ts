// Credits that come back by themselves (issue 50 item 1, decision 0059). An offer's credit is refunded, once, when its
// buyer has not opened it (offers.reviewed, the acceptance that reveals the supplier) and its request is
//  - removed by the administrator (rejected after approval, or gone): at the job's next run, at once;
//  - finished or stopped by its buyer: at the job's first run 14 days or more after the offer was sent (the buyer had
//    those days to open it; a request closed later is refunded when it closes).
// An offer refused in a race for the request's place (its cap filled, a sealed deadline passed) gets its credit back
// at once, in `refundRace`. Every refund goes to the top-up part (decision 0059: it outlives the month it may fall in).
// The job reads only the spends of the requests a trigger queued when they closed (`credit_refund_checks`, through
// the ledger's partial index of spends by request), never the whole ledger: its work follows the requests closed
// lately, not the millions of entries.
import type { RefundReason } from '@tedarik/contract/credits/member';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { writeEntry } from './ledger';

/** How long a buyer has to open an offer before a closed request's credit comes back. */
export const REFUND_AFTER_DAYS = 14;

type Due = { member_id: number; offer_id: number; request_id: number | null; reason: RefundReason };

/** The spends of the queued requests that `now` refunds, at most `limit`. */
const dueRefunds = (db: Db, now: Date, limit: number) =>
  rawRows<Due>(
    db,
    sql`select e.member_id, e.offer_id, e.request_id,
        case when r.id is null or r.approved = false then 'removed'
          when r.finished then 'finished' else 'stopped' end as reason
      from credit_refund_checks c
      join credit_entries e on e.request_id = c.request_id and e.kind = 'spend'
      left join offers o on o.id = e.offer_id
      left join requests r on r.id = c.request_id
      where e.offer_id is not null
        and not exists (select 1 from credit_entries x where x.offer_id = e.offer_id and x.kind = 'refund')
        and (o.id is null or not o.reviewed)
        and (r.id is null or r.approved = false
          or ((r.finished or not r.published)
            and e.created_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${REFUND_AFTER_DAYS})))
      order by e.id
      limit ${limit}`,
  );

/**
 * The queued requests none of whose spends can still come back leave the queue: each refunded or opened, or the
 * request open again (closing it again queues it again). One closed by its buyer stays while a spend waits for its 14
 * days. A row is removed only as it was read: a request closed again meanwhile has a new `closed_at` and stays.
 */
const settleChecks = (db: Db) =>
  db.execute(sql`delete from credit_refund_checks c
    using (select q.request_id, q.closed_at from credit_refund_checks q
      where not exists (select 1 from credit_entries e
        left join requests r on r.id = e.request_id
        left join offers o on o.id = e.offer_id
        where e.request_id = q.request_id and e.kind = 'spend' and e.offer_id is not null
          and (r.id is null or r.approved = false or r.finished or not r.published)
          and (o.id is null or not o.reviewed)
          and not exists (select 1 from credit_entries x where x.offer_id = e.offer_id and x.kind = 'refund'))) done
    where c.request_id = done.request_id and c.closed_at = done.closed_at`);

/** Writes every refund due at `now` (each once: the ledger's unique index by offer); answers how many. */
export async function refundDue(db: Db, now: Date) {
  let refunded = 0;
  for (let round = 0; round < 1000; round++) {
    const due = await dueRefunds(db, now, 200);
    if (due.length === 0) break;
    for (const d of due) {
      const written = await db.transaction((tx) =>
        writeEntry(tx, {
          memberId: d.member_id,
          kind: 'refund',
          bucket: 'top_up',
          amount: 1,
          offerId: d.offer_id,
          requestId: d.request_id,
          reason: d.reason,
          at: now,
        }),
      );
      if (written) refunded++;
    }
  }
  await settleChecks(db);
  return refunded;
}

/** An offer's credit spent in the statement that then lost the request's place: back at once, with why. */
export const refundRace = (db: Db, input: { memberId: number; requestId: number; reason: RefundReason; at: Date }) =>
  db.transaction((tx) =>
    writeEntry(tx, {
      memberId: input.memberId,
      kind: 'refund',
      bucket: 'top_up',
      amount: 1,
      requestId: input.requestId,
      reason: input.reason,
      at: input.at,
    }),
  );

/** The refunds as a job (platform/jobs.ts): every hour, caught up at once after a restart. */
export const creditRefundsJob = (ctx: Pick<AppContext, 'db'>): Job => ({
  name: 'quote credit refunds',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: (now) => refundDue(ctx.db, now),
});
