// An order's rows as the member's and the administrator's calls both read them.
import { ORDER_MSG as MSG } from '@tedarik/contract/orders/orders';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderReceipts, orders } from '../../db/schema/orders';
import { notFound } from '../../platform/errors';

export type OrderRow = typeof orders.$inferSelect;
export type ReceiptRow = typeof orderReceipts.$inferSelect;

/** The member's page of its orders, where every order notice leads. */
export const ORDERS_PAGE = '/hesabim/odemeler';

/** The newest receipt of each of these orders. */
export async function latestReceipts(db: Db | Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, ReceiptRow>();
  const rows = await db
    .select()
    .from(orderReceipts)
    .where(inArray(orderReceipts.orderId, [...orderIds]))
    .orderBy(asc(orderReceipts.orderId), desc(orderReceipts.id));
  const newest = new Map<number, ReceiptRow>();
  for (const r of rows) if (!newest.has(r.orderId)) newest.set(r.orderId, r);
  return newest;
}

/** An order locked for a change in `tx` (its member's, when `memberId` is given). */
export async function lockedOrder(tx: Tx, id: number, memberId?: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), memberId === undefined ? undefined : eq(orders.memberId, memberId)))
    .for('update');
  if (!row) throw notFound(MSG.notFound);
  return row;
}
