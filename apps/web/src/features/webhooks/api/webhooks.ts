// The company's 'Webhook Adresleri' (/hesabim/webhook-adresleri): its webhooks, a new one (its signing secret in the
// answer, this once), a deletion, a test event and each one's last deliveries.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWebhook,
  deleteWebhook,
  getMyWebhooks,
  getWebhookDeliveries,
  type NewWebhook,
  pingWebhook,
} from '@tedarik/contract/webhooks/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { webhookKeys } from './keys';

/** GET /api/v2/webhooks */
export const myWebhooksQuery = () =>
  queryOptions({ queryKey: webhookKeys.mine(viewer()), queryFn: () => call(getMyWebhooks) });

/** GET /api/v2/webhooks/{id}/deliveries */
export const webhookDeliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(viewer(), id),
    queryFn: () => call(getWebhookDeliveries, { params: { id } }),
  });

/** POST /api/v2/webhooks → the webhook with its secret */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWebhook) => call(createWebhook, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.mine(viewer()) }),
  });
}

/** DELETE /api/v2/webhooks/{id} ('Sil') */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteWebhook, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.mine(viewer()) }),
  });
}

/** POST /api/v2/webhooks/{id}/ping ('Deneme Gönder'): its deliveries refetched a moment later, when it has gone */
export function usePingWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(pingWebhook, { params: { id } }),
    onSuccess: (_, id) => {
      const refetch = () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(viewer(), id) });
      void refetch();
      setTimeout(refetch, 2000);
    },
  });
}
