// Paying by bank transfer (issue 50 item 3, decision 0060): a member orders a package (its waiting application comes
// with the order, in one transaction, under the one-at-a-time rule of an application) or a top-up pack (a company
// with a running package only: top-ups end with it), pays by transfer with the order's reference code, and sends the
// receipt, a private file (decision 0044) that only its member and the administrators read: another member's order
// or receipt is 'not found'. The administrator's decisions are in decisions.ts.

import type { OrderItem } from '@tedarik/contract/orders/member';
import { ORDER_MSG as MSG, type OrderKind, orderAmounts, RECEIPT_OPEN } from '@tedarik/contract/orders/orders';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditPacks } from '../../db/schema/credits';
import { orderReceipts, orders } from '../../db/schema/orders';
import { packageDefinitions } from '../../db/schema/packages';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { Upload } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { applyForPackageIn, netPrice, roleOf, withdrawApplicationIn } from '../packages/service';
import { newCode } from './codes';
import { latestReceipts, lockedOrder } from './rows';

export { confirmOrder, ordersPage, ordersSummary, rejectOrder } from './decisions';
export { orderForAdmin } from './detail';
export { proformaPool, sendProforma } from './proforma';
export * from './settings';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'clock'>;

export { latestReceipts, lockedOrder, ORDERS_PAGE, type OrderRow, type ReceiptRow } from './rows';

/** What an item costs (net, KDV 20 %, total), refused when it is not sold or not for this member. */
export async function quote(db: Db, memberId: number, item: OrderItem) {
  if (item.package !== undefined) {
    const [d] = await db
      .select()
      .from(packageDefinitions)
      .where(and(eq(packageDefinitions.id, item.package), eq(packageDefinitions.active, true)));
    if (!d) throw new AppError(MSG.packageGone, 404);
    return {
      kind: 'package' as OrderKind,
      packageId: d.id,
      packId: null,
      title: d.title,
      months: d.months,
      credits: null,
      kdvRate: 20,
      ...orderAmounts(netPrice(d)),
    };
  }
  const [p] = await db
    .select()
    .from(creditPacks)
    .where(and(eq(creditPacks.id, item.pack ?? 0), eq(creditPacks.active, true)));
  if (!p) throw new AppError(MSG.packGone, 404);
  if ((await roleOf(db, memberId)) !== 'imalatci') throw new AppError(MSG.topUpNeedsPackage, 409);
  return {
    kind: 'top_up' as OrderKind,
    packageId: null,
    packId: p.id,
    title: p.title,
    months: null,
    credits: p.credits,
    kdvRate: 20,
    ...orderAmounts(p.price),
  };
}

/** A new order with a unique reference code; a package's waiting application is written with it. */
export async function createOrder(ctx: Pick<Ctx, 'db' | 'clock'>, memberId: number, item: OrderItem) {
  const q = await quote(ctx.db, memberId, item);
  return ctx.db.transaction(async (tx) => {
    const subscriptionId = q.packageId ? (await applyForPackageIn(tx, memberId, q.packageId)).subscription.id : null;
    for (let attempt = 0; attempt < 8; attempt++) {
      const [row] = await tx
        .insert(orders)
        .values({ ...q, code: newCode(), memberId, subscriptionId, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
    throw new Error('no free order code after 8 attempts');
  });
}

/** The member's orders, newest first, after the cursor's id. */
export const memberOrders = (db: Db, memberId: number, take: number, before?: number) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), before === undefined ? undefined : lt(orders.id, before)))
    .orderBy(desc(orders.id))
    .limit(take);

/** The member's own order (another's, or none: 'not found'). */
export async function memberOrder(db: Db | Tx, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/** Any order, for the back-office. */
export async function anyOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/**
 * The transfer's receipt: stored, then written with the order's new state (receipt sent) in one transaction; an
 * order already confirmed or cancelled takes none (its bytes are removed again).
 */
export async function uploadReceipt(ctx: Ctx, memberId: number, id: number, upload: Upload) {
  const before = await memberOrder(ctx.db, memberId, id);
  if (!RECEIPT_OPEN.includes(before.status as never)) throw new AppError(MSG.receiptClosed, 409);
  return PRIVATE_FILES.receipts.withStored(ctx.storage, upload, (file) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, id, memberId);
      if (!RECEIPT_OPEN.includes(order.status as never)) throw new AppError(MSG.receiptClosed, 409);
      await tx.insert(orderReceipts).values({
        orderId: id,
        name: file.name,
        fileKind: file.kind,
        size: file.size,
        storageKey: file.storageKey,
        createdAt: ctx.clock.now(),
      });
      const [row] = await tx
        .update(orders)
        .set({ status: 'receipt_sent', rejectReason: '' })
        .where(eq(orders.id, id))
        .returning();
      return row;
    }),
  );
}

/** The newest receipt of an order, or the one of `receiptId` when given (none, or another order's: 'not found'). */
export async function receiptOf(db: Db, orderId: number, receiptId?: number) {
  const receipt =
    receiptId === undefined
      ? (await latestReceipts(db, [orderId])).get(orderId)
      : (
          await db
            .select()
            .from(orderReceipts)
            .where(and(eq(orderReceipts.orderId, orderId), eq(orderReceipts.id, receiptId)))
        )[0];
  if (!receipt) throw notFound(MSG.receiptNotFound);
  return receipt;
}

/** The member cancels an unpaid order; a package order's waiting application goes with it. */
export async function cancelOrder(db: Db, memberId: number, id: number) {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id, memberId);
    if (!RECEIPT_OPEN.includes(order.status as never)) throw new AppError(MSG.notCancellable, 409);
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    if (order.subscriptionId) await withdrawApplicationIn(tx, memberId, order.subscriptionId);
  });
}
