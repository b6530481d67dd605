// One order as the back-office's page of it reads it: the order with its member's company, every receipt sent
// (newest first; the newest is the one decided on) and the administrator who decided it.
import { ORDER_MSG as MSG } from '@tedarik/contract/orders/orders';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import { orderReceipts, orders } from '../../db/schema/orders';
import { notFound } from '../../platform/errors';

/** An order for the back-office, with its receipts and who decided it (unknown: 'not found'). */
export async function orderForAdmin(db: Db, id: number) {
  const [[row], receipts] = await Promise.all([
    db
      .select({
        order: orders,
        companyName: members.companyName,
        fullName: members.fullName,
        email: members.email,
        deciderName: admins.name,
        deciderUsername: admins.username,
      })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .leftJoin(admins, eq(admins.id, orders.decidedBy))
      .where(eq(orders.id, id)),
    db.select().from(orderReceipts).where(eq(orderReceipts.orderId, id)).orderBy(desc(orderReceipts.id)),
  ]);
  if (!row) throw notFound(MSG.notFound);
  const decidedBy = row.order.decidedBy === null ? null : row.deciderName || row.deciderUsername || null;
  return { ...row, receipts, decidedBy };
}
