// Web push (issue 38 item 5; decision 0041): the members' browser subscriptions, and what a push says for each kind of
// live event. Sending is sender.ts's: only to members with no page open, after the write that caused it.
import { createPublicKey } from 'node:crypto';
import type { LiveEvent } from '@tedarik/contract/events/kinds';
import { PUSH_MSG, type PushPayload, type PushSubscriptionInput } from '@tedarik/contract/push/member';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';
import { AppError } from '../../platform/errors';

/** The browsers of a member that get pushes: the newest MAX_PER_MEMBER subscriptions (one per browser). */
export const MAX_PER_MEMBER = 10;

/**
 * The push services of the browsers (Chrome, Edge, Opera and the other Chromium browsers; Firefox; Windows; Safari):
 * the server posts only to them, and only on their own port, 443 (the endpoint is https: a port written out other
 * than 443 is some other service of their host), so a subscription cannot make it post into the operator's network
 * or to anyone else.
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^(web\.)?push\.apple\.com$/,
];
export function isPushService(endpoint: string) {
  const url = new URL(endpoint);
  // the URL drops the https default: '' is 443, written out or not
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICES.some((p) => p.test(url.hostname));
}

/** Whether `p256dh` (base64url) is a point of P-256: the encryption of every push to it would fail otherwise. */
function onCurve(p256dh: string) {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((b) => b.toString('base64url'));
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps this browser's subscription for the member. An endpoint is one browser: subscribed again (or by another
 * member logging in on it), its row is taken over with the new keys. A member keeps the newest MAX_PER_MEMBER.
 */
export async function saveSubscription(db: Db, memberId: number, input: PushSubscriptionInput) {
  if (!isPushService(input.endpoint)) throw new AppError(PUSH_MSG.service, 400, { endpoint: PUSH_MSG.service });
  if (!onCurve(input.keys.p256dh)) throw new AppError(PUSH_MSG.keys, 400, { 'keys.p256dh': PUSH_MSG.keys });
  const row = { memberId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...row, createdAt: sql`now()`, failures: 0, lastSuccessAt: null },
    });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PER_MEMBER);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, kept)));
}

/** The member's subscription of `endpoint` goes (another member's is left alone). */
export async function deleteSubscription(db: Db, memberId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The member's subscriptions (newest first). */
export const subscriptionsOf = (db: Db, memberId: number) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

/**
 * What a push says of a live event, or undefined for the events that push nothing: a new message (never its text:
 * it may be masked for the reader), an offer on the member's request that came, was revised or opened (a sealed
 * request's), a new request matching the member's products. Each tag replaces an unread alert of the same thing on
 * the device (and at the push service, its Topic).
 */
export function pushPayload(event: LiveEvent): PushPayload | undefined {
  switch (event.kind) {
    case 'message':
      return {
        title: 'Yeni mesaj',
        body: 'Bir talep hakkında yeni mesajınız var.',
        url: '/hesabim/mesajlar',
        tag: 'mesaj',
      };
    case 'offer': {
      const url = `/account-d-detay-talep-${event.requestId}`;
      const tag = `teklif-${event.requestId}`;
      if (event.change === 'received')
        return { title: 'Yeni teklif', body: 'Talebinize yeni bir teklif geldi.', url, tag };
      if (event.change === 'revised')
        return { title: 'Teklif güncellendi', body: 'Talebinize gelen bir teklif güncellendi.', url, tag };
      return { title: 'Teklifler açıldı', body: 'Kapalı zarf talebinizin teklifleri açıldı.', url, tag };
    }
    case 'notification':
      if (event.list !== 'talepler') return undefined;
      return {
        title: 'Yeni talep',
        body: 'Ürünlerinize uygun yeni bir talep var.',
        url: event.requestId ? `/talep-detay-${event.requestId}` : '/account-d',
        tag: event.requestId ? `talep-${event.requestId}` : 'talep',
      };
    case 'conversation':
      return undefined;
  }
}
