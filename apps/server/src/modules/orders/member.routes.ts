// The member's v2 calls of its orders paid by transfer (contract: orders/member.ts). Never cached: an order changes
// with every receipt and decision.
import {
  cancelOrder,
  createOrder,
  downloadMyProforma,
  downloadMyReceipt,
  getMyOrder,
  getMyOrders,
  getOrderQuote,
  uploadReceipt,
} from '@tedarik/contract/orders/member';
import { ORDER_MSG } from '@tedarik/contract/orders/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { uploadOf } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as orders from './service';
import { toBankAccount, toFile, toOrder } from './wire';

const { uploadOptions, send } = PRIVATE_FILES.receipts;
const UPLOAD = { config: { ...uploadOptions.config, ...memberLimit(30, '10 minutes') } };
const PAGE = 20;

export const ordersMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const pool = orders.proformaPool();
  app.addHook('onClose', () => pool.close());
  const withReceipt = async (o: orders.OrderRow) => toOrder(o, (await orders.latestReceipts(db, [o.id])).get(o.id));

  route(app, getOrderQuote, async (req) => {
    const { kind, title, months, credits, net, kdvRate, kdv, total } = await orders.quote(db, req.memberId, req.query);
    return { kind, title, months, credits, net, kdvRate, kdv, total };
  });
  route(app, createOrder, async (req) => withReceipt(await orders.createOrder(ctx, req.memberId, req.body)));
  route(app, getMyOrders, async (req) => {
    const page = await cursorPage(
      req.query.limit ?? PAGE,
      (take) => orders.memberOrders(db, req.memberId, take, req.query.cursor),
      (o) => o.id,
    );
    const receipts = await orders.latestReceipts(
      db,
      page.items.map((o) => o.id),
    );
    return { ...page, items: page.items.map((o) => toOrder(o, receipts.get(o.id))) };
  });
  route(app, getMyOrder, async (req) => {
    const [order, accounts] = await Promise.all([
      orders.memberOrder(db, req.memberId, req.params.id),
      orders.activeBankAccounts(db),
    ]);
    return { order: await withReceipt(order), bankAccounts: accounts.map(toBankAccount) };
  });
  route(
    app,
    uploadReceipt,
    async (req) => withReceipt(await orders.uploadReceipt(ctx, req.memberId, req.params.id, await uploadOf(req))),
    UPLOAD,
  );
  route(app, downloadMyReceipt, async (req, reply) => {
    const order = await orders.memberOrder(db, req.memberId, req.params.id);
    return send(reply, ctx.storage, toFile(await orders.receiptOf(db, order.id)));
  });
  route(app, cancelOrder, async (req) => {
    await orders.cancelOrder(db, req.memberId, req.params.id);
    return { message: ORDER_MSG.cancelled };
  });
  route(app, downloadMyProforma, async (req, reply) =>
    orders.sendProforma(
      ctx,
      pool,
      reply,
      await orders.memberOrder(db, req.memberId, req.params.id),
      `member:${req.memberId}`,
    ),
  );
};
