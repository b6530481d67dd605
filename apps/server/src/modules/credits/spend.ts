// An offer's credit, spent inside the offer's one statement (decision 0026, 0059): the steps below are CTEs the offer
// statement (offers/offerable.ts) puts before its place-taking. A limited company's account row is locked first
// (`credit_locked`, SELECT … FOR UPDATE: after a wait it reads the newest row), then one credit is taken, monthly
// first, only while `monthly + top_up > 0` (re-checked on the newest row under concurrent offers): 50 offers sent at
// once with 10 credits make exactly 10 spends and never a negative part. The place is taken only when the credit was
// spent (or the company is not limited), so an offer without a credit writes nothing. The spend's entry names the
// offer when one was made; when the place was lost, it names none and the caller refunds it (refunds.ts).
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type P = Placeholder | ReturnType<typeof sql>;

/** The CTEs and the conditions the offer statement uses; `made` is the CTE of the offer's insert (`id`). */
export function creditSpendSteps(db: Db, member: P, request: P, now: P) {
  const locked = db
    .$with('credit_locked', { monthly: sql<number>`monthly` })
    .as(sql`select monthly from credit_accounts where member_id = ${member}::int and limited for update`);
  const spent = db.$with('credit_spent', { bucket: sql<string>`bucket` }).as(
    sql`update credit_accounts ca
      set monthly = ca.monthly - (ca.monthly > 0)::int, top_up = ca.top_up - (ca.monthly = 0)::int, updated_at = now()
      from credit_locked l
      where ca.member_id = ${member}::int and ca.limited and ca.monthly + ca.top_up > 0
      returning case when l.monthly > 0 then 'monthly' else 'top_up' end as bucket`,
  );
  /** the offer may take its place: the company counts no offers, or its credit was just spent */
  const allowed = sql<boolean>`(not exists (select 1 from "credit_locked") or exists (select 1 from "credit_spent"))`;
  const entry = (made: string) =>
    db.$with('credit_entry', { id: sql<number>`id` }).as(
      sql`insert into credit_entries (member_id, kind, bucket, amount, offer_id, request_id, created_at)
        select ${member}::int, 'spend', bucket, -1, (select id from ${sql.identifier(made)}), ${request}::int,
          ${now}::timestamptz
        from "credit_spent" returning id`,
    );
  /** the bucket the credit was taken from; null: none was spent */
  const bucket = sql<string | null>`(select bucket from "credit_spent")`;
  return { locked, spent, allowed, entry, bucket };
}

/** A company's credits left, for the offer's first check: null when it counts no offers. */
export const creditsLeftSql = (memberIdColumn: ReturnType<typeof sql>) =>
  sql<number | null>`(select case when ca.limited then ca.monthly + ca.top_up end
    from credit_accounts ca where ca.member_id = ${memberIdColumn})`;
