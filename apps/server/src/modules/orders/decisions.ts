// The administrator's side of the orders (issue 50 items 3 and 4): the list, those waiting for a decision first; the
// confirmation, one transaction that holds the order's row (two confirmations at once: the second finds it confirmed
// and changes nothing), activates a package order's application through the packages area's one activation path or
// adds a top-up's credits through the ledger, tells the member and writes the audit row; the rejection with a reason;
// revenue per month.

import { formatMoney, kurusOf } from '@tedarik/contract/money';
import { DECIDABLE, ORDER_MSG as MSG, type OrderStatus } from '@tedarik/contract/orders/orders';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { orderMonths, orders } from '../../db/schema/orders';
import { type AuditRecord, writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { afterCommit, type Told, tell } from '../../platform/notices';
import { grantTopUp } from '../credits/service';
import { setSubscriptionStatusIn } from '../packages/service';
import { lockedOrder, ORDERS_PAGE } from './rows';

type TellCtx = Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl' | 'clock'>;

const stateOf = (o: { status: string; rejectReason: string }) => ({ status: o.status, rejectReason: o.rejectReason });

/**
 * Confirms an order whose transfer arrived: a package order's application becomes active (the packages area tells
 * the member of its package, as an approval does), a top-up's credits are added once (the ledger's unique entry per
 * order) and its member is told. An order no longer waiting is refused.
 */
export async function confirmOrder(ctx: TellCtx, audit: AuditRecord, id: number) {
  const told = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!DECIDABLE.includes(order.status as OrderStatus)) throw new AppError(MSG.notDecidable, 409);
    await tx
      .update(orders)
      .set({ status: 'confirmed', rejectReason: '', decidedAt: ctx.clock.now(), decidedBy: audit.adminId })
      .where(eq(orders.id, id));
    let notice: Told | undefined;
    if (order.kind === 'package') {
      if (!order.subscriptionId) throw new AppError(MSG.notDecidable, 409);
      notice = await setSubscriptionStatusIn(
        tx,
        ctx.publicUrl,
        order.memberId,
        order.subscriptionId,
        true,
        `Havale / EFT: ${order.code}`,
        ctx.clock.now(),
      );
    } else {
      await grantTopUp(tx, { memberId: order.memberId, credits: order.credits ?? 0, orderId: order.id });
      const text = `${order.code} numaralı ödemeniz onaylandı: ${order.title} (${order.credits} teklif hakkı) hesabınıza eklendi.`;
      notice = await tell(tx, {
        to: order.memberId,
        bell: { kind: 'order_confirmed', text, link: `${ORDERS_PAGE}/${order.id}` },
        mail: { subject: 'Ödemeniz onaylandı', body: `${text}\n\nÖdemelerim: ${ctx.publicUrl}${ORDERS_PAGE}` },
      });
    }
    await writeAudit(tx, audit, {
      targetType: 'order',
      targetId: id,
      before: stateOf(order),
      after: { status: 'confirmed', rejectReason: '' },
    });
    return notice;
  });
  if (told) await afterCommit(ctx, told);
}

/** Rejects a waiting order's receipt with a reason; the member is told and may send another receipt. */
export async function rejectOrder(ctx: TellCtx, audit: AuditRecord, id: number, reason: string) {
  const told = await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!DECIDABLE.includes(order.status as OrderStatus)) throw new AppError(MSG.notDecidable, 409);
    await tx
      .update(orders)
      .set({ status: 'rejected', rejectReason: reason, decidedAt: ctx.clock.now(), decidedBy: audit.adminId })
      .where(eq(orders.id, id));
    await writeAudit(tx, audit, {
      targetType: 'order',
      targetId: id,
      before: stateOf(order),
      after: { status: 'rejected', rejectReason: reason },
    });
    const text =
      `${order.code} numaralı ödemeniz onaylanmadı (${formatMoney(kurusOf(order.total), 'TL')}). ${reason} ` +
      'Yeni bir dekont yükleyebilirsiniz.';
    return tell(tx, {
      to: order.memberId,
      bell: { kind: 'order_rejected', text, link: `${ORDERS_PAGE}/${order.id}` },
      mail: { subject: 'Ödemeniz onaylanmadı', body: `${text}\n\nSipariş: ${ctx.publicUrl}${ORDERS_PAGE}/${order.id}` },
    });
  });
  await afterCommit(ctx, told);
}

/**
 * The back-office's list: one status, newest first; or every order by its queue (receipt sent, waiting, the rest),
 * newest first in each. One range of an index either way: `orders_status_idx`, or `orders_queue_idx` on
 * (queue, −id), the list's order as one ascending key, so that the cursor is a row comparison with it.
 */
export function ordersPage(
  db: Db,
  take: number,
  opts: { status?: OrderStatus; cursor?: { queue: number; id: number } },
) {
  const { status, cursor } = opts;
  const after = cursor
    ? status
      ? lt(orders.id, cursor.id)
      : sql`(${orders.queue}, -${orders.id}) > (${cursor.queue}::smallint, ${-cursor.id}::int)`
    : undefined;
  return db
    .select({ order: orders, companyName: members.companyName, fullName: members.fullName, email: members.email })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(and(status ? eq(orders.status, status) : undefined, after))
    .orderBy(...(status ? [desc(orders.id)] : [orders.queue, sql`-${orders.id}`]))
    .limit(take);
}

/** Istanbul's month of a day, 'YYYY-MM', and the month `back` months before it. */
function monthBefore(month: string, back: number) {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Orders waiting (for a transfer or a decision), and confirmed totals per Istanbul month, the last 12: from the
 * totals the database keeps per status and month (`order_months`), a few dozen rows whatever the orders.
 */
export async function ordersSummary(db: Db, now: Date) {
  const thisMonth = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
  const first = monthBefore(thisMonth, 11);
  const rows = await db
    .select({
      status: orderMonths.status,
      month: sql<string>`to_char(${orderMonths.month}, 'YYYY-MM')`,
      orders: orderMonths.orders,
      total: sql<string>`${orderMonths.total}::text`,
    })
    .from(orderMonths)
    .where(
      or(
        inArray(orderMonths.status, [...DECIDABLE]),
        and(eq(orderMonths.status, 'confirmed'), gte(orderMonths.month, `${first}-01`)),
      ),
    );
  const byMonth = new Map(rows.filter((r) => r.status === 'confirmed').map((r) => [r.month, r.total]));
  const revenue = Array.from({ length: 12 }, (_, i) => {
    const month = monthBefore(thisMonth, 11 - i);
    return { month, total: byMonth.get(month) ?? '0.00' };
  });
  const waiting = rows.filter((r) => r.status !== 'confirmed').reduce((n, r) => n + r.orders, 0);
  return { waiting, revenue };
}
