// Web push (issue 38 item 5; decision 0041): a member's browser asks for the server's public VAPID key, subscribes
// with its push service and hands the subscription over; the server then alerts that browser of a new message, an
// offer received or a new matching request while the member has no page of the site open. Switched off in the
// browser, the subscription is deleted by its endpoint.
import { z } from 'zod';
import { defineCall } from '../call';

export const PUSH_MSG = {
  subscription: 'Tarayıcının bildirim aboneliği okunamadı; bildirimleri yeniden açın.',
  endpoint: 'Tarayıcının bildirim adresi geçersiz.',
  keys: 'Tarayıcının bildirim anahtarları geçersiz.',
  service: 'Bu tarayıcının bildirim servisi desteklenmiyor.',
  saved: 'Tarayıcı bildirimleri açıldı.',
  removed: 'Tarayıcı bildirimleri kapatıldı.',
} as const;

/** The longest endpoint taken (the push services' are 150–500 characters). */
export const MAX_ENDPOINT = 1000;

/** base64url without padding (a browser may pad it: the padding is dropped) */
const base64url = (chars: number, first?: string) =>
  z
    .string({ error: PUSH_MSG.keys })
    .max(chars + 2, { error: PUSH_MSG.keys, abort: true })
    .transform((s) => s.replace(/=+$/, ''))
    .pipe(
      z
        .string()
        .length(chars, { error: PUSH_MSG.keys })
        .regex(/^[\w-]+$/, { error: PUSH_MSG.keys })
        .refine((s) => !first || s.startsWith(first), { error: PUSH_MSG.keys }),
    );

/** An https address of at most MAX_ENDPOINT characters. */
const zEndpoint = z
  .string({ error: PUSH_MSG.endpoint })
  .max(MAX_ENDPOINT, { error: PUSH_MSG.endpoint, abort: true })
  .refine(
    (s) => {
      if (!URL.canParse(s)) return false;
      const url = new URL(s);
      return url.protocol === 'https:' && !url.username && !url.password && url.hostname !== '';
    },
    { error: PUSH_MSG.endpoint },
  );

/**
 * A browser's PushSubscription as its toJSON() gives it: the push service's endpoint and the keys its payloads are
 * encrypted with (RFC 8291): `p256dh` an uncompressed P-256 point (65 bytes, 0x04 first: 'B' in base64url), `auth`
 * 16 bytes. Nothing else is taken.
 */
export const zPushSubscription = z.strictObject(
  {
    endpoint: zEndpoint,
    expirationTime: z.number({ error: PUSH_MSG.subscription }).nullable().optional(),
    keys: z.strictObject({ p256dh: base64url(87, 'B'), auth: base64url(22) }, { error: PUSH_MSG.keys }),
  },
  { error: PUSH_MSG.subscription },
);
export type PushSubscriptionInput = z.infer<typeof zPushSubscription>;

/** POST /api/v2/push/subscriptions: this browser's subscription for the member (again: taken over, keys renewed). */
export const savePushSubscription = defineCall({
  method: 'POST',
  path: '/api/v2/push/subscriptions',
  summary: 'Tarayıcı bildirimlerine abone ol',
  operationId: 'savePushSubscription',
  auth: 'member',
  request: { body: zPushSubscription },
  response: z.object({ message: z.string() }),
});

/** DELETE /api/v2/push/subscriptions: the member's subscription of this endpoint goes (none: nothing changes). */
export const deletePushSubscription = defineCall({
  method: 'DELETE',
  path: '/api/v2/push/subscriptions',
  summary: 'Tarayıcı bildirim aboneliğini sil',
  operationId: 'deletePushSubscription',
  auth: 'member',
  request: { body: z.strictObject({ endpoint: zEndpoint }, { error: PUSH_MSG.endpoint }) },
  response: z.object({ message: z.string() }),
});

/** What a push carries (the service worker shows it): never a message's text, nor a company's name. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
