// Notifications of members (spec §2 header dropdowns, §6, §9): 'talepler' are new requests for a company's products
// (the buyer masked); 'uyarilar' are alerts about the member's own requests and offers. The matching companies of an
// approved request are notified in one statement, with their mail and SMS queued in the outbox by their consent.
import { maskCompany } from '@tedarik/contract/text';
import { and, count, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { AppContext } from '../../platform/context';

/** What a notification is about; 'request_match' are the 'talepler', the others the 'uyarilar'. */
export type NotificationKind =
  | 'request_match'
  | 'request_approved'
  | 'request_rejected'
  | 'offer_received'
  | 'offer_accepted'
  | 'offer_revised'
  | 'offers_opened'
  | 'round_opened'
  | 'rating_received'
  | 'package_approved'
  | 'package_rejected'
  | 'package_ending'
  | 'package_ended'
  | 'support_answered';

const KINDS_OF = {
  talepler: ['request_match'],
  uyarilar: [
    'request_approved',
    'request_rejected',
    'offer_received',
    'offer_accepted',
    'offer_revised',
    'offers_opened',
    'round_opened',
    'rating_received',
    'package_approved',
    'package_rejected',
    'package_ending',
    'package_ended',
    'support_answered',
  ],
} as const satisfies Record<string, NotificationKind[]>;
export type NotificationList = keyof typeof KINDS_OF;

/** How many of the newest notifications a dropdown shows. */
const SHOWN = 20;

export interface NewNotification {
  memberId: number;
  kind: NotificationKind;
  text: string;
  link?: string;
  requestId?: number;
}

/** Adds notifications in the caller's transaction. */
export function notify(tx: Db | Tx, ...items: NewNotification[]) {
  if (!items.length) return Promise.resolve();
  return tx.insert(notifications).values(items.map((n) => ({ ...n, link: n.link ?? '' })));
}

type StepValue<T> = T | Placeholder | SQL;

/**
 * A notification as a step of the statement that makes the write it tells of: a data-modifying CTE named 'notice',
 * which PostgreSQL runs once and to the end whether or not the statement reads it. One statement is atomic without a
 * transaction: BEGIN and COMMIT were two more round trips of every offer and rating (issue 14). Values may be
 * placeholders (the statement is meant to be prepared) or SQL reading the columns of the CTE named `from`: then there
 * is a notice for each of its rows, and none when it has none.
 */
export const noticeStep = (
  db: Db,
  item: {
    memberId: StepValue<number>;
    kind: NotificationKind;
    text: StepValue<string>;
    link: StepValue<string>;
    requestId: StepValue<number>;
  },
  from?: string,
) =>
  db.$with('notice', { id: notifications.id }).as(
    sql`insert into ${notifications} ("member_id", "kind", "text", "link", "request_id")
      select ${item.memberId}::int, ${item.kind}::text, ${item.text}::text, ${item.link}::text, ${item.requestId}::int
      ${from === undefined ? sql`` : sql`from ${sql.identifier(from)}`} returning "id"`,
  );

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

export interface ApprovedRequest {
  id: number;
  ownerId: number;
  buyerCompany: string;
  product: string;
  quantity: number;
  unit: string;
}

/**
 * Every company that `offering` selects (the members offering the request's product) hears of an approved request
 * once: a notification (a second approval adds none), and a mail and / or an SMS queued by its consent. One
 * statement, whatever the number of companies, in the moderation's transaction.
 */
export async function notifyMatchingCompanies(tx: Tx, request: ApprovedRequest, offering: SQL, publicUrl: string) {
  const amount = request.quantity > 0 ? `${request.quantity.toLocaleString('tr-TR')} ${request.unit} ` : '';
  const text = `${maskCompany(request.buyerCompany)} firması ${amount}${request.product} için yeni bir talep oluşturdu.`;
  const link = `/talep-detay-${request.id}`;
  const body = `${text}\nTalebi görmek ve teklif vermek için: ${publicUrl}${link}`;
  const told = await rawRows<{ member_id: number }>(
    tx as unknown as Db,
    sql`
    with notified as (
      insert into notifications (member_id, kind, text, link, request_id)
      select m.id, 'request_match', ${text}, ${link}, ${request.id}
      from members m
      where m.id in ${offering} and m.id <> ${request.ownerId} and m.is_company and m.active
      on conflict do nothing
      returning member_id
    ), mails as (
      insert into outbox (channel, recipient, subject, body)
      select 'mail', m.email, ${`Yeni talep: ${request.product}`}, ${body}
      from members m join notified n on n.member_id = m.id
      where m.mail_opt_in and m.email <> ''
      returning id
    ), texts as (
      insert into outbox (channel, recipient, subject, body)
      select 'sms', m.phone, '', ${`${text} ${publicUrl}${link}`}
      from members m join notified n on n.member_id = m.id
      where m.sms_opt_in and m.phone <> ''
      returning id
    )
    select member_id from notified`,
  );
  return told.map((r) => r.member_id);
}

/** The members' open pages hear of a new notification of `list` (live events; platform/events.ts). */
export const announce = (
  ctx: Pick<AppContext, 'db' | 'events'>,
  memberIds: number[],
  list: NotificationList = 'uyarilar',
) => ctx.events.publish(ctx.db, memberIds, 'notification', { list });
