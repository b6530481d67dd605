// The back-office's orders (contract: orders/admin.ts): Muhasebe's and the Yönetici's. The list and the summary are
// cached as the back-office's other lists (adminRead): every write of an order (a member's order, receipt or
// cancellation, an administrator's decision) names nothing, so it makes them stale at once. A receipt is a member's
// document: each download is in the audit log; the decisions write their own audit rows (decisions.ts).
import {
  confirmOrder,
  downloadProformaAdmin,
  downloadReceiptAdmin,
  getOrder,
  getOrders,
  getOrdersSummary,
  orderCursorOf,
  rejectOrder,
} from '@tedarik/contract/orders/admin';
import { ORDER_MSG } from '@tedarik/contract/orders/orders';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { route } from '../../platform/route';
import { adminRead } from '../../platform/route-cache';
import * as orders from './service';
import { toAdminOrder, toAdminOrderDetail, toFile } from './wire';

/** paying by transfer is accounting: Muhasebe's as well as the Yönetici's */
export const ACCOUNTING = { roles: ['accounting'] } as const;
const PAGE = 30;

export const ordersAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const pool = orders.proformaPool();
  app.addHook('onClose', () => pool.close());
  route(
    app,
    getOrders,
    async ({ query }) => {
      const page = await cursorPage(
        query.limit ?? PAGE,
        (take) =>
          orders.ordersPage(db, take, {
            status: query.status,
            cursor: query.cursor === undefined ? undefined : orderCursorOf(query.cursor),
          }),
        (r) => `${r.order.queue ?? 2}-${r.order.id}`,
      );
      const receipts = await orders.latestReceipts(
        db,
        page.items.map((r) => r.order.id),
      );
      return { ...page, items: page.items.map((r) => toAdminOrder(r, receipts.get(r.order.id))) };
    },
    { ...ACCOUNTING, cache: adminRead },
  );
  route(app, getOrdersSummary, async () => orders.ordersSummary(db, ctx.clock.now()), {
    ...ACCOUNTING,
    cache: adminRead,
  });
  route(
    app,
    getOrder,
    async ({ params }) => {
      const [order, accounts] = await Promise.all([orders.orderForAdmin(db, params.id), orders.activeBankAccounts(db)]);
      return toAdminOrderDetail(order, accounts);
    },
    ACCOUNTING,
  );
  route(
    app,
    downloadReceiptAdmin,
    async ({ params, query }, reply) =>
      PRIVATE_FILES.receipts.send(reply, ctx.storage, toFile(await orders.receiptOf(db, params.id, query.receipt))),
    { ...ACCOUNTING, audit: 'read' },
  );
  route(
    app,
    downloadProformaAdmin,
    async (req, reply) =>
      orders.sendProforma(ctx, pool, reply, await orders.anyOrder(db, req.params.id), `admin:${req.adminId}`),
    ACCOUNTING,
  );
  route(
    app,
    confirmOrder,
    async (req) => {
      await orders.confirmOrder(ctx, auditOf(req), req.params.id);
      return { message: ORDER_MSG.confirmed };
    },
    ACCOUNTING,
  );
  route(
    app,
    rejectOrder,
    async (req) => {
      await orders.rejectOrder(ctx, auditOf(req), req.params.id, req.body.reason);
      return { message: ORDER_MSG.rejected };
    },
    ACCOUNTING,
  );
};
