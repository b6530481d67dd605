// The quote credits' ledger (issue 50 item 1): every change of a company's balance is an entry written with the change
// of its account row, in the caller's transaction. The account row is the lock: two writes of one company's credits
// never interleave, and its parts can never go below zero (the table's check).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditAccounts, creditEntries } from '../../db/schema/credits';

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
