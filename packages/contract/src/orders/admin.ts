// The back-office's orders paid by bank transfer (issue 50 items 3 and 4, decision 0060): the orders, those waiting
// first, by cursor; a receipt downloaded; an order confirmed (a package activated, a top-up's credits added) or
// rejected with a reason; revenue per month; and the site's bank accounts and invoice details (the settings).
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { EMAIL_PATTERN, zIdParams, zOptionalText, zRouteId, zTextOver, zTypedPhone } from '../fields';
import { CURSOR_MSG, zCursorPage, zCursorQueryOf } from '../v2';
import { zTaxNumber } from '../verification/member';
import {
  BANK_CURRENCIES,
  ibanOf,
  isIban,
  ORDER_MSG as MSG,
  ORDER_STATUSES,
  zBankAccount,
  zInvoiceDetails,
  zOrder,
} from './orders';

export const zAdminOrder = zOrder.extend({ memberId: z.number(), companyName: z.string(), email: z.string() });
export type AdminOrder = z.infer<typeof zAdminOrder>;

/** A cursor of the orders' list: its queue (0 receipt sent, 1 waiting, 2 the rest) and id, '0-123'. */
export const zOrderCursor = z
  .string(CURSOR_MSG)
  .regex(/^[0-2]-\d{1,10}$/, { error: CURSOR_MSG })
  .refine((s) => Number(s.slice(2)) >= 1 && Number(s.slice(2)) <= 2_147_483_647, { error: CURSOR_MSG });
/** A cursor's queue and id. */
export const orderCursorOf = (s: string) => ({ queue: Number(s[0]), id: Number(s.slice(2)) });

/**
 * GET /adn_api/v2/orders?status=&cursor=: orders whose receipt waits first, then those waiting for a transfer, then
 * the rest, newest first in each; or one status alone.
 */
export const getOrders = defineCall({
  method: 'GET',
  path: '/adn_api/v2/orders',
  summary: 'Siparişler (yönetim)',
  operationId: 'getOrders',
  auth: 'admin',
  request: {
    query: zCursorQueryOf(zOrderCursor).extend({ status: z.enum(ORDER_STATUSES).optional().catch(undefined) }),
  },
  response: zCursorPage(zAdminOrder),
});

export const zOrdersSummary = z.object({
  /** orders waiting for a transfer or a decision */
  waiting: z.number(),
  /** confirmed orders' totals with KDV per Istanbul month, the last 12 (oldest first), 'YYYY-MM' */
  revenue: z.array(z.object({ month: z.string(), total: z.string() })),
});
export type OrdersSummary = z.infer<typeof zOrdersSummary>;

/** GET /adn_api/v2/orders/summary: the number of orders waiting and the revenue of the last 12 months. */
export const getOrdersSummary = defineCall({
  method: 'GET',
  path: '/adn_api/v2/orders/summary',
  summary: 'Sipariş özeti',
  operationId: 'getOrdersSummary',
  auth: 'admin',
  response: zOrdersSummary,
});

/** A receipt the member sent, as the order's page lists it (newest first). */
export const zAdminReceipt = z.object({ id: z.number(), fileName: z.string(), size: z.number(), sentAt: z.string() });
export type AdminReceipt = z.infer<typeof zAdminReceipt>;

export const zAdminOrderDetail = z.object({
  order: zAdminOrder,
  /** every receipt sent, newest first (the newest is the one decided on) */
  receipts: z.array(zAdminReceipt),
  /** the administrator who confirmed or rejected it (its name, else its user name); null while undecided */
  decidedBy: z.string().nullable(),
  /** the bank accounts the member's page shows (the active ones) */
  bankAccounts: z.array(zBankAccount),
});
export type AdminOrderDetail = z.infer<typeof zAdminOrderDetail>;

/**
 * GET /adn_api/v2/orders/{id}: one order with its company, every receipt, its decision and the bank accounts shown
 * to its member. An id that is not a number is refused (400); an unknown one is not found (404).
 */
export const getOrder = defineCall({
  method: 'GET',
  path: '/adn_api/v2/orders/:id',
  summary: 'Sipariş ayrıntısı (yönetim)',
  operationId: 'getOrder',
  auth: 'admin',
  request: { params: zIdParams },
  response: zAdminOrderDetail,
});

/** GET /adn_api/v2/orders/{id}/receipt[?receipt=]: an order's newest receipt (or the one named), as an attachment. */
export const downloadReceiptAdmin = defineCall({
  method: 'GET',
  path: '/adn_api/v2/orders/:id/receipt',
  summary: 'Dekontu indir (yönetim)',
  operationId: 'downloadReceiptAdmin',
  auth: 'admin',
  // a receipt id that is no id names no receipt (0): 'not found'
  request: { params: zIdParams, query: z.object({ receipt: zRouteId.catch(0).optional() }) },
  response: FILE,
});

/** GET /adn_api/v2/orders/{id}/proforma: an order's proforma invoice. */
export const downloadProformaAdmin = defineCall({
  method: 'GET',
  path: '/adn_api/v2/orders/:id/proforma',
  summary: 'Proforma faturayı indir (yönetim)',
  operationId: 'downloadProformaAdmin',
  auth: 'admin',
  request: { params: zIdParams },
  response: FILE,
});

/** POST /adn_api/v2/orders/{id}/confirm: the transfer arrived; a package runs, a top-up's credits are added. */
export const confirmOrder = defineCall({
  method: 'POST',
  path: '/adn_api/v2/orders/:id/confirm',
  summary: 'Ödemeyi onayla',
  operationId: 'confirmOrder',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** POST /adn_api/v2/orders/{id}/reject { reason }: the receipt is refused; the member may send another. */
export const rejectOrder = defineCall({
  method: 'POST',
  path: '/adn_api/v2/orders/:id/reject',
  summary: 'Dekontu reddet',
  operationId: 'rejectOrder',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ reason: zTextOver(0, MSG.reason, 1000) }) },
  response: z.object({ message: z.string() }),
});

// ── the settings: bank accounts and invoice details ───────────────────────────────────────────────────────────────
export const zIban = z
  .string({ error: MSG.iban })
  .max(60, { error: MSG.iban, abort: true })
  .refine(isIban, { error: MSG.iban })
  .transform(ibanOf);

export const zBankAccountInput = z.object({
  bank: zTextOver(0, MSG.bank, 100),
  holder: zTextOver(0, MSG.holder, 200),
  iban: zIban,
  currency: z.enum(BANK_CURRENCIES, { error: MSG.currency }),
  active: z.boolean().default(true),
});
export type BankAccountInput = z.input<typeof zBankAccountInput>;
export type BankAccountSave = z.output<typeof zBankAccountInput>;

/** GET /adn_api/v2/bank-accounts: every bank account of the site, the inactive ones too. */
export const getBankAccounts = defineCall({
  method: 'GET',
  path: '/adn_api/v2/bank-accounts',
  summary: 'Banka hesapları',
  operationId: 'getBankAccounts',
  auth: 'admin',
  response: z.object({ items: z.array(zBankAccount) }),
});

/** POST /adn_api/v2/bank-accounts: a bank account added. */
export const addBankAccount = defineCall({
  method: 'POST',
  path: '/adn_api/v2/bank-accounts',
  summary: 'Banka hesabı ekle',
  operationId: 'addBankAccount',
  auth: 'admin',
  request: { body: zBankAccountInput },
  response: zBankAccount,
});

/** PUT /adn_api/v2/bank-accounts/{id}: a bank account changed (made inactive, it is no longer shown to members). */
export const updateBankAccount = defineCall({
  method: 'PUT',
  path: '/adn_api/v2/bank-accounts/:id',
  summary: 'Banka hesabını değiştir',
  operationId: 'updateBankAccount',
  auth: 'admin',
  request: { params: zIdParams, body: zBankAccountInput },
  response: zBankAccount,
});

/** DELETE /adn_api/v2/bank-accounts/{id}: a bank account removed. */
export const deleteBankAccount = defineCall({
  method: 'DELETE',
  path: '/adn_api/v2/bank-accounts/:id',
  summary: 'Banka hesabını sil',
  operationId: 'deleteBankAccount',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

export const zInvoiceDetailsInput = z.object({
  title: zTextOver(0, MSG.title, 200),
  address: zTextOver(0, MSG.address, 500),
  taxOffice: zTextOver(0, MSG.taxOffice, 100),
  taxNumber: zTaxNumber,
  phone: zTypedPhone(MSG.phone),
  email: zOptionalText(254).refine((v) => v === '' || EMAIL_PATTERN.test(v), {
    error: MSG.email,
  }),
});
export type InvoiceDetailsInput = z.input<typeof zInvoiceDetailsInput>;
export type InvoiceDetailsSave = z.output<typeof zInvoiceDetailsInput>;

/** GET /adn_api/v2/invoice-details: the site's company details for invoices. */
export const getInvoiceDetails = defineCall({
  method: 'GET',
  path: '/adn_api/v2/invoice-details',
  summary: 'Fatura bilgileri',
  operationId: 'getInvoiceDetails',
  auth: 'admin',
  response: zInvoiceDetails,
});

/** PUT /adn_api/v2/invoice-details: the site's company details saved. */
export const saveInvoiceDetails = defineCall({
  method: 'PUT',
  path: '/adn_api/v2/invoice-details',
  summary: 'Fatura bilgilerini kaydet',
  operationId: 'saveInvoiceDetails',
  auth: 'admin',
  request: { body: zInvoiceDetailsInput },
  response: zInvoiceDetails,
});
