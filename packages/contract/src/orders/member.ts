// A member's orders paid by bank transfer (issue 50 item 3, decision 0060): what a package or a top-up costs with
// KDV, the order with its reference code, the site's bank accounts, the receipt (a private file only its member and
// the administrators read), cancelling while unpaid, and the proforma invoice.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { zFile, zIdParams, zRouteId } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';
import { ORDER_MSG as MSG, ORDER_KINDS, zBankAccount, zOrder } from './orders';

/** What is bought: `?package=<definitionId>` or `?pack=<creditPackId>` (one of them). */
export const zOrderItem = z
  .object({
    package: zRouteId.optional().catch(undefined),
    pack: zRouteId.optional().catch(undefined),
  })
  .refine((q) => (q.package === undefined) !== (q.pack === undefined), { error: MSG.choose });
export type OrderItem = z.infer<typeof zOrderItem>;

export const zQuote = z.object({
  kind: z.enum(ORDER_KINDS),
  title: z.string(),
  months: z.number().nullable(),
  credits: z.number().nullable(),
  net: z.string(),
  kdvRate: z.number(),
  kdv: z.string(),
  total: z.string(),
});
export type Quote = z.infer<typeof zQuote>;

/** GET /api/v2/orders/quote?package=…|?pack=…: what the item costs, net, KDV and total, before ordering it. */
export const getOrderQuote = defineCall({
  method: 'GET',
  path: '/api/v2/orders/quote',
  summary: 'Sipariş tutarını hesapla',
  operationId: 'getOrderQuote',
  auth: 'member',
  request: { query: zOrderItem },
  response: zQuote,
});

/** POST /api/v2/orders { package } | { pack }: an order with its reference code (a package's application with it). */
export const createOrder = defineCall({
  method: 'POST',
  path: '/api/v2/orders',
  summary: 'Sipariş oluştur',
  operationId: 'createOrder',
  auth: 'member',
  request: { body: zOrderItem },
  response: zOrder,
});

/** GET /api/v2/orders: the member's orders, newest first (cursor: the last id shown). */
export const getMyOrders = defineCall({
  method: 'GET',
  path: '/api/v2/orders',
  summary: 'Siparişlerim',
  operationId: 'getMyOrders',
  auth: 'member',
  request: { query: zCursorQuery },
  response: zCursorPage(zOrder),
});

export const zOrderDetail = z.object({ order: zOrder, bankAccounts: z.array(zBankAccount) });
export type OrderDetail = z.infer<typeof zOrderDetail>;

/** GET /api/v2/orders/{id}: one of the member's orders and the bank accounts to pay into. */
export const getMyOrder = defineCall({
  method: 'GET',
  path: '/api/v2/orders/:id',
  summary: 'Sipariş ayrıntım',
  operationId: 'getMyOrder',
  auth: 'member',
  request: { params: zIdParams },
  response: zOrderDetail,
});

/** POST /api/v2/orders/{id}/receipt (multipart `file`): the transfer's receipt; the order waits for the administrator. */
export const uploadReceipt = defineCall({
  method: 'POST',
  path: '/api/v2/orders/:id/receipt',
  summary: 'Dekont yükle',
  operationId: 'uploadReceipt',
  auth: 'member',
  request: { params: zIdParams, body: z.object({ file: zFile(MSG.file) }), encoding: 'multipart' },
  response: zOrder,
});

/** GET /api/v2/orders/{id}/receipt: the newest receipt of the member's order, as an attachment. */
export const downloadMyReceipt = defineCall({
  method: 'GET',
  path: '/api/v2/orders/:id/receipt',
  summary: 'Dekontumu indir',
  operationId: 'downloadMyReceipt',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});

/** POST /api/v2/orders/{id}/cancel: an unpaid order is cancelled (a package's waiting application goes with it). */
export const cancelOrder = defineCall({
  method: 'POST',
  path: '/api/v2/orders/:id/cancel',
  summary: 'Siparişi iptal et',
  operationId: 'cancelOrder',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** GET /api/v2/orders/{id}/proforma: the order's proforma invoice, a PDF. */
export const downloadMyProforma = defineCall({
  method: 'GET',
  path: '/api/v2/orders/:id/proforma',
  summary: 'Proforma faturamı indir',
  operationId: 'downloadMyProforma',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});
