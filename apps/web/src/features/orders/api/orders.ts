// The member's orders paid by transfer (/hesabim/odemeler): the list, a quote, a new order, one order with the bank
// accounts, its receipt, cancel, and the proforma invoice. Each write reloads the member's orders.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelOrder,
  createOrder,
  downloadMyProforma,
  downloadMyReceipt,
  getMyOrder,
  getMyOrders,
  getOrderQuote,
  type OrderItem,
  uploadReceipt,
} from '@tedarik/contract/orders/member';
import type { Order } from '@tedarik/contract/orders/orders';
import { useState } from 'react';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';
import { orderKeys } from './keys';

/** GET /api/v2/orders, 20 a page */
export const myOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(viewer()),
    queryFn: ({ pageParam }) => call(getMyOrders, { query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });

/** GET /api/v2/orders/{id} */
export const myOrderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.one(viewer(), id), queryFn: () => call(getMyOrder, { params: { id } }) });

/** GET /api/v2/orders/quote?package=|pack= */
export const quoteQuery = (item: OrderItem) =>
  queryOptions({
    queryKey: orderKeys.quote(viewer(), `${item.package ?? ''}-${item.pack ?? ''}`),
    queryFn: () => call(getOrderQuote, { query: item }),
    retry: false,
  });

function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.mine(viewer()) });
}

/** POST /api/v2/orders */
export function useCreateOrder() {
  const reload = useReload();
  return useMutation({ mutationFn: (body: OrderItem) => call(createOrder, { body }), onSuccess: reload });
}

/** POST /api/v2/orders/{id}/receipt, with its progress */
export function useUploadReceipt(id: number) {
  const reload = useReload();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return call(uploadReceipt, { params: { id }, body: { file } }, { onUploadProgress: setProgress });
    },
    onSettled: () => {
      setProgress(null);
      return reload();
    },
  });
  return { ...mutation, progress };
}

/** POST /api/v2/orders/{id}/cancel */
export function useCancelOrder(id: number) {
  const reload = useReload();
  return useMutation({ mutationFn: () => call(cancelOrder, { params: { id } }), onSuccess: reload });
}

/** GET /api/v2/orders/{id}/receipt, saved under its name */
export async function downloadReceipt(order: Order) {
  const { blob, fileName } = await callFile(downloadMyReceipt, { params: { id: order.id } });
  saveFile(blob, fileName ?? order.receipt?.fileName ?? 'dekont');
}

/** GET /api/v2/orders/{id}/proforma */
export async function downloadProforma(order: Order) {
  const { blob, fileName } = await callFile(downloadMyProforma, { params: { id: order.id } });
  saveFile(blob, fileName ?? `proforma-fatura-${order.code}.pdf`);
}
