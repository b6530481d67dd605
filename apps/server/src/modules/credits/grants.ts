// A limited company's monthly credits (issue 50 item 1, decision 0059): a company whose running package's definition
// has monthly credits N > 0 gets N for each Istanbul month; what is left of a month expires with it; its top-ups and
// refunds expire when it no longer has such a package. `settleCredits` brings one company's account to `now` (at a
// package's activation, in its transaction, and by the hourly job); it is idempotent: the account row is locked while
// it is read, and a month's grant and expiry are once by the ledger's unique index.
import { sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client';
import { creditAccounts } from '../../db/schema/credits';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { isoDate } from '../../platform/paging';
import { lockAccount, writeEntry } from './ledger';

/** The first day of `now`'s month in Türkiye, YYYY-MM-01. */
export const monthOf = (now: Date) => `${isoDate(now).slice(0, 7)}-01`;

/** The monthly credits of the member's package running on `day` (the most of two); null: none runs. */
const runningCreditsSql = (memberId: number | ReturnType<typeof sql>, day: string) =>
  sql`(select max(pd.monthly_credits) from package_subscriptions ps
    join package_definitions pd on pd.id = ps.package_id
    where ps.member_id = ${memberId} and ps.status and ps.starts_on <= ${day}::date and ps.ends_on > ${day}::date)`;

/** Brings one company's credits to `now`: the past month's leftover expired, this month's granted, the end applied. */
export async function settleCredits(tx: Tx, memberId: number, now: Date) {
  const day = isoDate(now);
  const month = monthOf(now);
  const [{ credits }] = await rawRows<{ credits: number | null }>(
    tx as unknown as Db,
    sql`select ${runningCreditsSql(memberId, day)} as credits`,
  );
  const limited = (credits ?? 0) > 0;
  if (limited) await tx.insert(creditAccounts).values({ memberId }).onConflictDoNothing();
  const account = await lockAccount(tx, memberId);
  if (!account) return;
  // the leftover of a past month expires with it
  if (account.month !== null && account.month < month && account.monthly > 0)
    await writeEntry(tx, {
      memberId,
      kind: 'expiry',
      bucket: 'monthly',
      amount: -account.monthly,
      period: account.month,
      at: now,
    });
  if (limited && account.month !== month) {
    await writeEntry(tx, { memberId, kind: 'grant', bucket: 'monthly', amount: credits ?? 0, period: month, at: now });
    await tx.update(creditAccounts).set({ month }).where(sql`${creditAccounts.memberId} = ${memberId}`);
  }
  if (!limited && account.limited && account.topUp > 0)
    // the package ended (or the new one counts no offers): its top-ups and refunds end with it
    await writeEntry(tx, { memberId, kind: 'expiry', bucket: 'top_up', amount: -account.topUp, at: now });
  if (limited !== account.limited)
    await tx
      .update(creditAccounts)
      .set({ limited, updatedAt: sql`now()` })
      .where(sql`${creditAccounts.memberId} = ${memberId}`);
}

/** The companies whose credits `now` changes: a month to expire or grant, a package that counts offers begun or ended. */
async function unsettled(db: Db, now: Date, limit: number) {
  const day = isoDate(now);
  const month = monthOf(now);
  return rawRows<{ member_id: number }>(
    db,
    sql`select member_id from credit_accounts where month < ${month}::date and monthly > 0
      union
      select ps.member_id from package_subscriptions ps
        join package_definitions pd on pd.id = ps.package_id and pd.monthly_credits > 0
        left join credit_accounts ca on ca.member_id = ps.member_id
        where ps.status and ps.starts_on <= ${day}::date and ps.ends_on > ${day}::date
          and (ca.member_id is null or not ca.limited or ca.month is distinct from ${month}::date)
      union
      select ca.member_id from credit_accounts ca where ca.limited
        and coalesce(${runningCreditsSql(sql`ca.member_id`, day)}, 0) = 0
      limit ${limit}`,
  );
}

/** Settles every company that needs it, each in its own short transaction; answers how many. */
export async function settleAllCredits(db: Db, now: Date) {
  let settled = 0;
  for (let round = 0; round < 1000; round++) {
    const due = await unsettled(db, now, 200);
    if (due.length === 0) break;
    for (const { member_id } of due) await db.transaction((tx) => settleCredits(tx, member_id, now));
    settled += due.length;
  }
  return settled;
}

/** The monthly grants and expiries as a job (platform/jobs.ts): every hour, caught up at once after a restart. */
export const creditGrantsJob = (ctx: Pick<AppContext, 'db'>): Job => ({
  name: 'quote credit grants',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: (now) => settleAllCredits(ctx.db, now),
});
