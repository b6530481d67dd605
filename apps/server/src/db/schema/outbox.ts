import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Every mail and SMS goes through here; the worker delivers it and retries failures. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(), // 'mail' | 'sms'
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'), // 'pending' | 'sent' | 'failed'
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // per-recipient cooldown of codes and links (accounts)
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_channel', sql`${t.channel} in ('mail', 'sms')`),
  ],
);
