// A company's webhooks (issue 52 item 4, decision 0068): registered with the events they want, their signing secret
// shown once and kept sealed, listed, deleted, sent a test event; and the deliveries asked for — a durable task per
// webhook and event (delivery.ts runs them), written in the transaction of what they tell of: a bell row written by
// a notice (`bellStep`, registered with platform/notices.ts by app.ts) or a new message (`messageTasks`).
import { randomBytes } from 'node:crypto';
import {
  KEPT_DELIVERIES,
  MAX_WEBHOOKS,
  type NewWebhook,
  WEBHOOK_MSG,
  type WebhookEvent,
} from '@tedarik/contract/webhooks/member';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks';
import { AppError, notFound } from '../../platform/errors';
import type { SecretBox } from '../../platform/secrets';
import { tasksFromSql } from '../../platform/tasks';
import { roleOf } from '../packages/service';
import { checkedUrl } from './address';

/** The task kind that posts one event to one webhook (delivery.ts). */
export const WEBHOOK_TASK = 'webhook-delivery';
const task = { kind: WEBHOOK_TASK };

/** What a delivery task carries: the event's data is read when the event happens. */
export interface DeliveryTask {
  webhook: number;
  event: WebhookEvent | 'ping';
  /** the delivery's id, the same on every attempt (the receiver's key against doing it twice) */
  delivery: string;
  /** when the event happened */
  at: string;
  data: Record<string, unknown>;
}

/** The bell kinds (platform/notices.ts) that are webhook events, and which. */
const BELL_EVENTS = {
  request_match: 'request.matched',
  offer_accepted: 'offer.accepted',
  rating_received: 'offer.rated',
};

/** A task's payload in SQL: its webhook `w`, event and data. */
const payloadSql = (event: SQL, data: SQL) =>
  sql`jsonb_build_object('webhook', w.id, 'event', ${event}, 'delivery', gen_random_uuid()::text,
    'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', ${data})`;

/**
 * The step that follows a notice's bell rows (platform/notices.ts followBells): a delivery task for each active
 * webhook of the member told that subscribed to the bell's event. The offer an acceptance or a rating concerns is the
 * member's offer on the request (one a request: offers' unique index).
 */
export const bellStep = tasksFromSql(
  task,
  sql`select ${payloadSql(
    sql`e.event`,
    sql`case when n.kind = 'request_match' then jsonb_build_object('requestId', n.request_id)
      else jsonb_build_object('requestId', n.request_id, 'offerId',
        (select o.id from offers o where o.request_id = n.request_id and o.member_id = n.member_id limit 1)) end`,
  )}, w.member_id
  from notice n
  join (values ${sql.join(
    Object.entries(BELL_EVENTS).map(([kind, event]) => sql`(${kind}::text, ${event}::text)`),
    sql`, `,
  )}) as e(kind, event) on e.kind = n.kind
  join ${webhooks} w on w.member_id = n.member_id and w.active and e.event = any(w.events)`,
);

/** A new message's deliveries to its reader's webhooks, in the writer's transaction. */
export async function messageTasks(
  tx: Db | Tx,
  readerId: number,
  m: { conversationId: number; requestId: number; messageId: number },
) {
  await tx.execute(
    tasksFromSql(
      task,
      sql`select ${payloadSql(sql`'message.received'`, sql`${JSON.stringify(m)}::jsonb`)}, w.member_id
        from ${webhooks} w where w.member_id = ${readerId} and w.active and 'message.received' = any(w.events)`,
    ),
  );
}

/** The company's webhooks, newest first. */
export const companyWebhooks = (db: Db, memberId: number) =>
  db
    .select()
    .from(webhooks)
    .where(eq(webhooks.memberId, memberId))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));

/** The company's webhook `id`, or 404. */
async function ownWebhook(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.memberId, memberId)));
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return row;
}

/**
 * A new webhook of a company (any package), at most MAX_WEBHOOKS, its address checked (address.ts). The answer holds
 * its secret, the only time it is shown.
 */
export async function createWebhook(
  ctx: { db: Db; secrets: SecretBox; webhookLoopback: boolean },
  memberId: number,
  input: NewWebhook,
) {
  const role = await roleOf(ctx.db, memberId);
  if (role === undefined || role === 'basic') throw new AppError(WEBHOOK_MSG.companiesOnly, 403);
  const url = (await checkedUrl(input.url, ctx.webhookLoopback)).toString();
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  return ctx.db.transaction(async (tx) => {
    // one company's creations one at a time: two at once would both see room for one
    await tx.execute(sql`select pg_advisory_xact_lock(7343300, ${memberId})`);
    const [{ held }] = await tx.select({ held: count() }).from(webhooks).where(eq(webhooks.memberId, memberId));
    if (held >= MAX_WEBHOOKS) throw new AppError(WEBHOOK_MSG.tooMany, 409);
    const [row] = await tx
      .insert(webhooks)
      .values({ memberId, url, secret: ctx.secrets.seal(secret), events: input.events })
      .returning();
    return { row, secret };
  });
}

/** 'Sil': the webhook and its deliveries go; its waiting deliveries find it gone and send nothing. */
export async function deleteWebhook(db: Db, memberId: number, id: number) {
  const [row] = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.memberId, memberId)))
    .returning({ id: webhooks.id });
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
}

/** 'Deneme Gönder': a `ping` delivery; the caller kicks the task worker. */
export async function pingWebhook(db: Db, memberId: number, id: number) {
  const w = await ownWebhook(db, memberId, id);
  await db.execute(
    tasksFromSql(
      task,
      sql`select ${payloadSql(sql`'ping'`, sql`jsonb_build_object('webhookId', w.id)`)}, w.member_id
        from ${webhooks} w where w.id = ${w.id}`,
    ),
  );
}

/** The webhook's last deliveries, newest first (404: not the company's). */
export async function deliveriesOf(db: Db, memberId: number, id: number) {
  await ownWebhook(db, memberId, id);
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(KEPT_DELIVERIES);
}
