// Orders' rows → the v2 shapes of the contract (orders/orders.ts).
import type { AdminOrder, AdminOrderDetail } from '@tedarik/contract/orders/admin';
import type { BankAccount, Order, OrderKind, OrderStatus } from '@tedarik/contract/orders/orders';
import type { OrderRow, ReceiptRow } from './rows';
import type { BankAccountRow } from './settings';

export const toOrder = (o: OrderRow, receipt: ReceiptRow | undefined): Order => ({
  id: o.id,
  code: o.code,
  kind: o.kind as OrderKind,
  title: o.title,
  months: o.months,
  credits: o.credits,
  net: o.net,
  kdvRate: o.kdvRate,
  kdv: o.kdv,
  total: o.total,
  status: o.status as OrderStatus,
  rejectReason: o.rejectReason,
  receipt: receipt ? { id: receipt.id, fileName: receipt.name, sentAt: receipt.createdAt.toISOString() } : null,
  createdAt: o.createdAt.toISOString(),
  decidedAt: o.decidedAt?.toISOString() ?? null,
});

export const toAdminOrder = (
  r: { order: OrderRow; companyName: string; fullName: string; email: string },
  receipt: ReceiptRow | undefined,
): AdminOrder => ({
  ...toOrder(r.order, receipt),
  memberId: r.order.memberId,
  companyName: r.companyName || r.fullName,
  email: r.email,
});

/** The back-office's page of one order: every receipt, who decided it, the accounts its member is shown. */
export const toAdminOrderDetail = (
  r: Parameters<typeof toAdminOrder>[0] & { receipts: ReceiptRow[]; decidedBy: string | null },
  accounts: BankAccountRow[],
): AdminOrderDetail => ({
  order: toAdminOrder(r, r.receipts[0]),
  receipts: r.receipts.map((x) => ({ id: x.id, fileName: x.name, size: x.size, sentAt: x.createdAt.toISOString() })),
  decidedBy: r.decidedBy,
  bankAccounts: accounts.map(toBankAccount),
});

export const toBankAccount = (a: BankAccountRow): BankAccount => ({
  id: a.id,
  bank: a.bank,
  holder: a.holder,
  iban: a.iban,
  currency: a.currency as BankAccount['currency'],
  active: a.active,
});

/** A receipt as the private files' `send` reads it. */
export const toFile = (r: ReceiptRow) => ({ storageKey: r.storageKey, name: r.name, size: r.size, kind: r.fileKind });
