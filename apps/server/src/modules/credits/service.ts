// Quote credits (issue 50 item 1, decision 0059): what other areas use (the offer's spend steps, the activation's
// settling, the orders' top-up) and the reads and writes of the credits' own calls.
import { CREDIT_MSG } from '@tedarik/contract/credits/member';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { creditAccounts, creditEntries, creditPacks } from '../../db/schema/credits';
import { members } from '../../db/schema/members';
import { AppError, notFound } from '../../platform/errors';

export { creditGrantsJob, settleAllCredits, settleCredits } from './grants';
export { grantTopUp } from './ledger';
export { creditRefundsJob, refundDue, refundRace } from './refunds';
export { creditSpendSteps, creditsLeftSql } from './spend';

import { lockAccount, writeEntry } from './ledger';

/** A company's balance (a company without a row counts no offers). */
export async function balanceOf(db: Db, memberId: number) {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId));
  const monthly = row?.monthly ?? 0;
  const topUp = row?.topUp ?? 0;
  return { limited: row?.limited ?? false, monthly, topUp, total: monthly + topUp, month: row?.month ?? null };
}

/** A page of a company's ledger, newest first, after the entry `cursor` (an id). */
export const ledgerPage = (db: Db, memberId: number, take: number, cursor?: number) =>
  db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.memberId, memberId), cursor ? lt(creditEntries.id, cursor) : undefined))
    .orderBy(desc(creditEntries.id))
    .limit(take);
export type LedgerRow = Awaited<ReturnType<typeof ledgerPage>>[number];

/** The company a back-office read names (a member that is a company), or 404. */
export async function companyOf(db: Db, memberId: number) {
  const [m] = await db
    .select({ id: members.id, companyName: members.companyName })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.isCompany, true)));
  if (!m) throw notFound(CREDIT_MSG.companyNotFound);
  return m;
}

/**
 * The administrator's correction: credits added to or taken from the top-up part, with its reason, never below zero
 * (refused with CREDIT_MSG.belowZero). Answers the balance before and after (for the audit row).
 */
export async function correct(
  db: Db,
  input: { memberId: number; amount: number; reason: string; adminId: number; at: Date },
  audit: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], before: number, after: number) => Promise<void>,
) {
  await companyOf(db, input.memberId);
  return db.transaction(async (tx) => {
    await tx.insert(creditAccounts).values({ memberId: input.memberId }).onConflictDoNothing();
    const account = await lockAccount(tx, input.memberId);
    const before = (account?.monthly ?? 0) + (account?.topUp ?? 0);
    if ((account?.topUp ?? 0) + input.amount < 0) throw new AppError(CREDIT_MSG.belowZero, 409);
    await writeEntry(tx, {
      memberId: input.memberId,
      kind: 'correction',
      bucket: 'top_up',
      amount: input.amount,
      reason: input.reason,
      adminId: input.adminId,
      at: input.at,
    });
    await audit(tx, before, before + input.amount);
    return before + input.amount;
  });
}

export const packs = {
  list: (db: Db) => db.select().from(creditPacks).orderBy(desc(creditPacks.active), asc(creditPacks.credits)),
  onSale: (db: Db) =>
    db.select().from(creditPacks).where(eq(creditPacks.active, true)).orderBy(asc(creditPacks.credits)),
  add: async (db: Db, input: { title: string; credits: number; price: string; active?: boolean }) =>
    (await db.insert(creditPacks).values(input).returning())[0],
  update: async (db: Db, id: number, input: { title: string; credits: number; price: string; active?: boolean }) => {
    const [row] = await db.update(creditPacks).set(input).where(eq(creditPacks.id, id)).returning();
    if (!row) throw notFound(CREDIT_MSG.packNotFound);
    return row;
  },
};

/**
 * Credits spent and refunded per Istanbul day, the last `days` days to `now`, oldest first (days without any: 0): from
 * the numbers the database keeps per day (`credit_days`, the sum of a day's slots), not the day's entries.
 */
export async function dailyStats(db: Db, now: Date, days: number) {
  const rows = await rawRows<{ day: string; spent: number; refunded: number }>(
    db,
    sql`with d as (select generate_series(
          (${now.toISOString()}::timestamptz at time zone 'Europe/Istanbul')::date - ${days - 1}::int,
          (${now.toISOString()}::timestamptz at time zone 'Europe/Istanbul')::date, interval '1 day')::date as day)
      select d.day::text as day, coalesce(sum(c.spent), 0)::int as spent, coalesce(sum(c.refunded), 0)::int as refunded
      from d left join credit_days c on c.day = d.day
      group by d.day order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, spent: Number(r.spent), refunded: Number(r.refunded) }));
}
