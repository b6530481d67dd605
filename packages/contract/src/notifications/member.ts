// A member's notifications (spec §2 header "notification dropdowns", §6 firma, §9): new requests for the company's
// products (buyer masked) and alerts about the member's own requests and offers.
import { z } from 'zod';
import { defineCall, TEXT } from '../call';

export const NOTIFICATION_MSG = { empty: 'Bekleyen bildirim bulunmuyor.' } as const;

export const zNotification = z.object({
  id: z.number(),
  metin: z.string(),
  link: z.string(), // a path of the site, or ''
  tarih: z.string(), // ISO date-time (shown relative: '3 saat önce')
  okundu: z.boolean(),
});
export type Notification = z.infer<typeof zNotification>;

/** The newest notifications of a kind and how many of them are unread. */
export const zNotificationList = z.object({ okunmamis: z.number(), liste: z.array(zNotification) });
export type NotificationList = z.infer<typeof zNotificationList>;

export const NOTIFICATION_KINDS = ['talepler', 'uyarilar'] as const;

/** GET /api/bildirimTalepler: new requests that match the company's products. */
export const getRequestNotifications = defineCall({
  method: 'GET',
  path: '/api/bildirimTalepler',
  auth: 'member',
  response: zNotificationList,
});

/** GET /api/bildirimUyarilar: a request approved or rejected, an offer received, accepted or rated. */
export const getAlertNotifications = defineCall({
  method: 'GET',
  path: '/api/bildirimUyarilar',
  auth: 'member',
  response: zNotificationList,
});

/** POST /api/bildirimOkundu {tur}: every notification of that kind is read (the dropdown was opened). */
export const markNotificationsRead = defineCall({
  method: 'POST',
  path: '/api/bildirimOkundu',
  auth: 'member',
  request: { body: z.object({ tur: z.enum(NOTIFICATION_KINDS, { error: 'Geçersiz istek.' }) }) },
  response: TEXT,
});
