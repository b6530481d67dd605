// The quote credits' ledger (issue 50 item 1): every change of a company's balance is an entry written with the change
// of its account row, in the caller's transaction. The account row is the lock: two writes of one company's credits
// never interleave, and its parts can never go below zero (the table's check).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type CreditEntryKind, creditAccounts, creditEntries } from '../../db/schema/credits';

/**
 * A confirmed top-up order's credits (orders area): added to the company's top-up part, once per order (a second
 * confirmation writes nothing). Answers whether it added them.
 */
export async function grantTopUp(tx: Tx, input: { memberId: number; credits: number; orderId: number }) {
  const [entry] = await tx
    .insert(creditEntries)
    .values({
      memberId: input.memberId,
      kind: 'top_up',
      bucket: 'top_up',
      amount: input.credits,
      orderId: input.orderId,
    })
    .onConflictDoNothing()
    .returning({ id: creditEntries.id });
  if (!entry) return false;
  await tx
    .insert(creditAccounts)
    .values({ memberId: input.memberId, topUp: input.credits })
    .onConflictDoUpdate({
      target: creditAccounts.memberId,
      set: { topUp: sql`${creditAccounts.topUp} + ${input.credits}`, updatedAt: sql`now()` },
    });
  return true;
}

export interface EntryInput {
  memberId: number;
  kind: CreditEntryKind;
  bucket: 'monthly' | 'top_up';
  amount: number;
  at: Date;
  offerId?: number | null;
  requestId?: number | null;
  period?: string | null;
  reason?: string;
  adminId?: number | null;
}

/**
 * An entry and its bucket's change on the account row (made when missing), once: an entry its unique indexes refuse
 * (written before) changes nothing. Answers whether it was written. The caller holds the account row's lock when it
 * read the amount from it (an expiry, a correction).
 */
export async function writeEntry(tx: Tx, e: EntryInput) {
  const [entry] = await tx
    .insert(creditEntries)
    .values({
      memberId: e.memberId,
      kind: e.kind,
      bucket: e.bucket,
      amount: e.amount,
      offerId: e.offerId ?? null,
      requestId: e.requestId ?? null,
      period: e.period ?? null,
      reason: e.reason ?? '',
      adminId: e.adminId ?? null,
      createdAt: e.at,
    })
    .onConflictDoNothing()
    .returning({ id: creditEntries.id });
  if (!entry) return false;
  const key = e.bucket === 'monthly' ? 'monthly' : 'topUp';
  const change = { [key]: sql`${creditAccounts[key]} + ${e.amount}`, updatedAt: sql`now()` };
  // a negative amount only on a row there is (its VALUES would break the table's check before any conflict)
  if (e.amount < 0) await tx.update(creditAccounts).set(change).where(eq(creditAccounts.memberId, e.memberId));
  else
    await tx
      .insert(creditAccounts)
      .values({ memberId: e.memberId, [key]: e.amount })
      .onConflictDoUpdate({ target: creditAccounts.memberId, set: change });
  return true;
}

/** The company's account row, locked for the rest of the transaction (undefined: none yet). */
export async function lockAccount(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId)).for('update');
  return row;
}
