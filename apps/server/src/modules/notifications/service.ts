// Notifications of members (spec §2 header dropdowns, §6, §9): 'talepler' are new requests for a company's products
// (the buyer masked); 'uyarilar' are alerts about the member's own requests and offers. They are written by the one
// notice call (platform/notices.ts `tell`); this area lists them and marks them read.
import { listOf, NOTICE_KINDS, type NoticeList } from '@tedarik/contract/events/kinds';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

const KINDS_OF = {
  talepler: NOTICE_KINDS.filter((k) => listOf(k) === 'talepler'),
  uyarilar: NOTICE_KINDS.filter((k) => listOf(k) === 'uyarilar'),
} satisfies Record<NoticeList, string[]>;
export type NotificationList = NoticeList;

/** How many of the newest notifications a dropdown shows. */
const SHOWN = 20;

/** The newest notifications of a list and the number of unread ones. */
export async function notificationList(db: Db, memberId: number, list: NotificationList) {
  const of = and(eq(notifications.memberId, memberId), inArray(notifications.kind, [...KINDS_OF[list]]));
  const [rows, [{ unread }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(of)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(SHOWN),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(of, isNull(notifications.readAt))),
  ]);
  return { rows, unread };
}

/** The dropdown was opened: every notification of the list is read. */
export const markRead = (db: Db, memberId: number, list: NotificationList) =>
  db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.memberId, memberId),
        inArray(notifications.kind, [...KINDS_OF[list]]),
        isNull(notifications.readAt),
      ),
    );

/** Unread notifications of every list (the dashboard). */
export const unreadCount = (db: Db, memberId: number) =>
  db.$count(notifications, and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));

/**
 * The matching requests companies were told of, with when: one row (member_id, request_id, told_at) per
 * 'request_match' bell of the members `from`–`to` written in (since, until]. The bell is written by the request's
 * first approval for exactly the companies its matching selected (requests/moderation.ts, once per company and
 * request), so it is the one record of "a matching request" and of its approval's time (reputation, decision 0057).
 */
export const matchBellsSql = (from: number, to: number, since: string, until: string) =>
  sql`(select member_id, request_id, created_at as told_at from notifications
    where member_id between ${from} and ${to} and kind = 'request_match'
      and created_at > ${since}::timestamptz and created_at <= ${until}::timestamptz)`;
