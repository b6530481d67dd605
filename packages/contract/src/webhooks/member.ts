// A company's webhooks, 'Webhook Adresleri' (issue 52 item 4, decision 0068): an https address and the events it is
// sent, its signing secret shown once; a test event ('Deneme Gönder'), the last deliveries, deletion.
import { z } from 'zod';
import { defineCall } from '../call';
import { BAD_CHARACTER, zIdParams } from '../fields';
import { zOpenOffer } from '../offers/open';
import { zOpenRequest } from '../requests/open';

/** What a webhook may be sent; `ping` is the test event only. */
export const WEBHOOK_EVENTS = ['request.matched', 'offer.accepted', 'offer.rated', 'message.received'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type DeliveredEvent = WebhookEvent | 'ping';

/** The most webhooks a company holds. */
export const MAX_WEBHOOKS = 5;
/** An address's length. */
export const MAX_WEBHOOK_URL = 500;
/** The deliveries kept (and listed) of each webhook. */
export const KEPT_DELIVERIES = 100;

/** Each event as the member area shows it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'request.matched': 'Ürünlerinize uyan yeni talep (request.matched)',
  'offer.accepted': 'Teklifiniz kabul edildi (offer.accepted)',
  'offer.rated': 'Teklifiniz puanlandı (offer.rated)',
  'message.received': 'Yeni mesaj (message.received)',
};

export const WEBHOOK_MSG = {
  url: `Bir adres yazın (en fazla ${MAX_WEBHOOK_URL} karakter).`,
  https: 'Adres https:// ile başlamalı.',
  invalid: 'Geçerli bir adres yazın: https://ornek.com/webhook gibi.',
  credentials: 'Adreste kullanıcı adı veya şifre olmamalı.',
  privateAddress: 'Bu adres yerel veya özel bir ağa çıkıyor; herkese açık bir adres yazın.',
  unresolved: 'Adresin sunucusu bulunamadı.',
  events: 'En az bir olay seçin.',
  tooMany: `En fazla ${MAX_WEBHOOKS} webhook adresiniz olabilir; yenisi için birini silin.`,
  companiesOnly: 'Webhook adreslerini yalnızca firma üyeler ekleyebilir.',
  notFound: 'Webhook adresi bulunamadı.',
  deleted: 'Webhook adresi silindi.',
  pingSent: 'Deneme olayı gönderildi; sonucu teslimat kaydında görebilirsiniz.',
  shownOnce: 'Bu imza anahtarını şimdi kopyalayın; bir daha gösterilmeyecek.',
} as const;

export const zWebhookEvent = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MSG.events });

/** The address as typed: its length capped before anything parses it, no NUL; the server checks the rest. */
export const zWebhookUrl = z
  .string({ error: WEBHOOK_MSG.url })
  .max(MAX_WEBHOOK_URL * 2, { error: WEBHOOK_MSG.url, abort: true })
  .trim()
  .min(1, { error: WEBHOOK_MSG.url })
  .max(MAX_WEBHOOK_URL, { error: WEBHOOK_MSG.url })
  .refine((s) => !s.includes('\u0000'), { error: BAD_CHARACTER });

export const zNewWebhook = z.object({
  url: zWebhookUrl,
  events: z
    .array(zWebhookEvent, { error: WEBHOOK_MSG.events })
    .min(1, { error: WEBHOOK_MSG.events })
    .max(10, { error: WEBHOOK_MSG.events })
    .transform((e) => [...new Set(e)]),
});
export type NewWebhook = z.infer<typeof zNewWebhook>;

export const zWebhook = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(zWebhookEvent),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof zWebhook>;

export const zWebhookDelivery = z.object({
  id: z.number(),
  event: z.string(),
  /** the receiver's HTTP status; null when none answered (`error` says why) */
  status: z.number().nullable(),
  error: z.string().nullable(),
  /** which attempt of its event this was (1 the first) */
  attempt: z.number(),
  durationMs: z.number(),
  at: z.string(),
});
export type WebhookDelivery = z.infer<typeof zWebhookDelivery>;

const zOfferEvent = z.object({
  requestId: z.number(),
  offerId: z.number().nullable(),
  /** the company's offer as `GET /api/v2/open/offers` lists it (null: no longer its) */
  offer: zOpenOffer.nullable(),
  rating: z.object({ score: z.number(), comment: z.string(), createdAt: z.string() }).nullable(),
});
/** What each event's `data` holds when it is sent (decision 0068): read then, for the webhook's company. */
const EVENT_DATA = {
  /** the request as the open API answers it to the company, its buyer masked (null: it no longer matches) */
  'request.matched': z.object({ requestId: z.number(), request: zOpenRequest.nullable() }),
  'offer.accepted': zOfferEvent,
  'offer.rated': zOfferEvent,
  /** ids only: a message's text is masked per reader, so its pages show it */
  'message.received': z.object({ conversationId: z.number(), requestId: z.number(), messageId: z.number() }),
  ping: z.object({ webhookId: z.number() }),
} satisfies Record<DeliveredEvent, z.ZodType>;

/** The body POSTed to a webhook for an event: `id` is the delivery's, the same on every attempt. */
export const webhookBody = <E extends DeliveredEvent>(event: E) =>
  z.object({ id: z.string(), event: z.literal(event), createdAt: z.string(), data: EVENT_DATA[event] });
const EVENT_BODIES: Record<string, z.ZodType> = Object.fromEntries(
  (Object.keys(EVENT_DATA) as DeliveredEvent[]).map((event) => [event, webhookBody(event)]),
);

/** The company's webhooks, newest first. */
export const getMyWebhooks = defineCall({
  method: 'GET',
  path: '/api/v2/webhooks',
  summary: 'Webhook adreslerim',
  operationId: 'getMyWebhooks',
  auth: 'member',
  response: z.object({ items: z.array(zWebhook), max: z.number() }),
});

/** A new webhook: the answer holds its signing secret (`secret`), this once only. */
export const createWebhook = defineCall({
  method: 'POST',
  path: '/api/v2/webhooks',
  summary: 'Webhook adresi ekle (imzalama anahtarı bir kez gösterilir)',
  description:
    'Her olay bu adrese `{ id, event, createdAt, data }` gövdesiyle POST edilir; `Tedarik-Signature: sha256=<hex>` ' +
    'başlığı, `Tedarik-Timestamp + "." + gövde` üzerinde imzalama anahtarıyla HMAC-SHA256 imzasıdır. `data`: ' +
    '`request.matched` için `{ requestId, request }` (talep, açık API’nin `GET /api/v2/open/requests/{id}` yanıtındaki ' +
    'biçimiyle, iletişim bilgileri gizli; firmaya artık uymuyorsa `null`), `offer.accepted` ve `offer.rated` için ' +
    '`{ requestId, offerId, offer, rating }` (teklif, `GET /api/v2/open/offers` listesindeki biçimiyle; `rating` ' +
    '`{ score, comment, createdAt }` ya da `null`), `message.received` için yalnızca kimlikler ' +
    '`{ conversationId, requestId, messageId }` (mesajın metni gönderilmez), `ping` için `{ webhookId }`.',
  operationId: 'createWebhook',
  auth: 'member',
  request: { body: zNewWebhook },
  callbacks: EVENT_BODIES,
  response: zWebhook.extend({ secret: z.string() }),
});

/** 'Sil': nothing more is sent to it. */
export const deleteWebhook = defineCall({
  method: 'DELETE',
  path: '/api/v2/webhooks/:id',
  summary: 'Webhook adresini sil',
  operationId: 'deleteWebhook',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** 'Deneme Gönder': a `ping` event is sent to it (in the background, as every event). */
export const pingWebhook = defineCall({
  method: 'POST',
  path: '/api/v2/webhooks/:id/ping',
  summary: 'Webhook adresine deneme gönder',
  operationId: 'pingWebhook',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** Its last deliveries (at most KEPT_DELIVERIES), newest first. */
export const getWebhookDeliveries = defineCall({
  method: 'GET',
  path: '/api/v2/webhooks/:id/deliveries',
  summary: 'Webhook adresinin son gönderimleri',
  operationId: 'getWebhookDeliveries',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ items: z.array(zWebhookDelivery) }),
});
