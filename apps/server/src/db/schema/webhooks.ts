import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * A company's webhooks (issue 52 item 4, decision 0068): an https address sent the events it subscribed to, each
 * signed with its secret (shown once, kept sealed by the settings' secret box: the company verifies signatures with
 * it, so it cannot be a hash).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** the signing secret, sealed (platform/secrets.ts) */
    secret: text('secret').notNull(),
    /** 'request.matched' | 'offer.accepted' | 'offer.rated' | 'message.received' */
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // a member's webhooks, as a notice's statement looks them up for each bell it writes
    index('webhooks_member_idx').on(t.memberId).where(sql`${t.active}`),
  ],
);

/** A webhook's deliveries, each attempt one row; the last KEPT_DELIVERIES are kept (trimmed on insert). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** the delivery's id (the Tedarik-Delivery header): the same on each attempt of an event */
    deliveryId: text('delivery_id').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** the receiver's HTTP status; null when none answered */
    status: smallint('status'),
    error: text('error'),
    attempt: integer('attempt').notNull(),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id)],
);
