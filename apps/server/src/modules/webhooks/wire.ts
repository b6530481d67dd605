import type { Webhook, WebhookDelivery, WebhookEvent } from '@tedarik/contract/webhooks/member';
import type { webhookDeliveries, webhooks } from '../../db/schema/webhooks';

/** A webhook as the member area lists it: never its secret. */
export const toWebhook = (w: typeof webhooks.$inferSelect): Webhook => ({
  id: w.id,
  url: w.url,
  events: w.events as WebhookEvent[],
  createdAt: w.createdAt.toISOString(),
});

export const toDelivery = (d: typeof webhookDeliveries.$inferSelect): WebhookDelivery => ({
  id: d.id,
  event: d.event,
  status: d.status,
  error: d.error,
  attempt: d.attempt,
  durationMs: d.durationMs,
  at: d.at.toISOString(),
});
