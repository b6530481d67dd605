// The back-office's orders (/adminimt/odemeler, one order at /adminimt/odemeler/{id}) and the settings of paying by
// transfer (/adminimt/banka-hesaplari): the list by cursor and status, one order, the summary, a receipt and a
// proforma downloaded, confirm and reject; the bank accounts and the invoice details. Each write reloads the
// back-office's orders.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addBankAccount,
  type BankAccountSave,
  confirmOrder,
  deleteBankAccount,
  downloadProformaAdmin,
  downloadReceiptAdmin,
  getBankAccounts,
  getInvoiceDetails,
  getOrder,
  getOrders,
  getOrdersSummary,
  type InvoiceDetailsSave,
  rejectOrder,
  saveInvoiceDetails,
  updateBankAccount,
} from '@tedarik/contract/orders/admin';
import type { Order, OrderStatus } from '@tedarik/contract/orders/orders';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { orderKeys } from './keys';

/** GET /adn_api/v2/orders?status=, 30 a page */
export const adminOrdersQuery = (status: OrderStatus | '') =>
  infiniteQueryOptions({
    queryKey: orderKeys.adminList(status),
    queryFn: ({ pageParam }) => call(getOrders, { query: { cursor: pageParam, ...(status ? { status } : {}) } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /adn_api/v2/orders/{id}: the order with its receipts, decision and the accounts its member is shown */
export const adminOrderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.adminOne(id), queryFn: () => call(getOrder, { params: { id } }) });

/** GET /adn_api/v2/orders/summary */
export const ordersSummaryQuery = () =>
  queryOptions({ queryKey: orderKeys.summary(), queryFn: () => call(getOrdersSummary) });

/** GET /adn_api/v2/bank-accounts */
export const bankAccountsQuery = () =>
  queryOptions({ queryKey: orderKeys.bankAccounts(), queryFn: () => call(getBankAccounts) });

/** GET /adn_api/v2/invoice-details */
export const invoiceDetailsQuery = () =>
  queryOptions({ queryKey: orderKeys.invoiceDetails(), queryFn: () => call(getInvoiceDetails) });

function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.admin });
}

/** POST /adn_api/v2/orders/{id}/confirm | reject */
export function useDecideOrder() {
  const reload = useReload();
  return useMutation({
    mutationFn: (d: { id: number; reason?: string }) =>
      d.reason === undefined
        ? call(confirmOrder, { params: { id: d.id } })
        : call(rejectOrder, { params: { id: d.id }, body: { reason: d.reason } }),
    onSuccess: reload,
  });
}

/** POST, PUT /adn_api/v2/bank-accounts[/{id}] */
export function useSaveBankAccount() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id, ...body }: BankAccountSave & { id?: number }) =>
      id ? call(updateBankAccount, { params: { id }, body }) : call(addBankAccount, { body }),
    onSuccess: reload,
  });
}

/** DELETE /adn_api/v2/bank-accounts/{id} */
export function useDeleteBankAccount() {
  const reload = useReload();
  return useMutation({ mutationFn: (id: number) => call(deleteBankAccount, { params: { id } }), onSuccess: reload });
}

/** PUT /adn_api/v2/invoice-details */
export function useSaveInvoiceDetails() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: InvoiceDetailsSave) => call(saveInvoiceDetails, { body }),
    onSuccess: reload,
  });
}

/** GET /adn_api/v2/orders/{id}/receipt[?receipt=]: the newest receipt, or the one given (audited either way) */
export async function downloadReceiptOf(order: Order, receipt?: { id: number; fileName: string }) {
  const { blob, fileName } = await callFile(downloadReceiptAdmin, {
    params: { id: order.id },
    query: receipt ? { receipt: receipt.id } : {},
  });
  saveFile(blob, fileName ?? receipt?.fileName ?? order.receipt?.fileName ?? 'dekont');
}

export async function downloadProformaOf(order: Order) {
  const { blob, fileName } = await callFile(downloadProformaAdmin, { params: { id: order.id } });
  saveFile(blob, fileName ?? `proforma-fatura-${order.code}.pdf`);
}
