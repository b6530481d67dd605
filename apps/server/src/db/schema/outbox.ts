import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/** Every mail and SMS goes through here; the worker delivers it and retries failures. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(), // 'mail' | 'sms'
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /**
     * a mail's structure (platform/mail/content.ts `MailLayout`: title, paragraphs, items, button), rendered into its
     * HTML part at delivery with the site's current name (decision 0062); null: the HTML part lays out `body`. Cleared
     * with the body once delivered (it may hold a reset link)
     */
    layout: jsonb('layout'),
    /**
     * 'activation' (a code), 'reset' (a password reset link), 'email' (an e-mail change's confirmation link), 'login'
     * (a login link): the messages the per-recipient cooldown counts, each kind on its own; null for every other
     * message (notices)
     */
    kind: text('kind'),
    /** the member a notice was sent to (platform/notices.ts), so that its messages go with its data; null: an address */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /**
     * a promotional mail (a bulletin; decision 0071): sent only while its recipient's latest commercial consent on the
     * channel is granted (checked again at delivery), with a one-click unsubscribe (RFC 8058)
     */
    promotional: boolean('promotional').notNull().default(false),
    status: text('status').notNull().default('pending'), // 'pending' | 'sent' | 'failed' | 'withdrawn'
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // the back-office's waiting and failed messages, newest first (modules/jobs): few among a million sent
    index('outbox_waiting_idx').on(t.status, t.id).where(sql`${t.status} <> 'sent'`),
    // per-recipient cooldown of codes and links (accounts); other messages are not counted, so not indexed
    index('outbox_cooldown_idx').on(t.recipient, t.kind, t.createdAt).where(sql`${t.kind} is not null`),
    index('outbox_member_idx').on(t.memberId).where(sql`${t.memberId} is not null`),
    check('outbox_channel', sql`${t.channel} in ('mail', 'sms')`),
    check('outbox_kind', sql`${t.kind} in ('activation', 'reset', 'email', 'login')`),
  ],
);
