import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * A member's browser subscribed to web push (issue 38 item 5): the push service's endpoint (one browser: unique) and
 * the keys a payload is encrypted with (RFC 8291). `failures` counts the failed sends since the last success; an
 * endpoint the push service answers 404 or 410 is gone, and so is its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
    check('push_subscriptions_endpoint_len', sql`char_length(${t.endpoint}) <= 1000`),
  ],
);
