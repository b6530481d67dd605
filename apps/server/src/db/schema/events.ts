import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './accounts';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * What changed for a member, as its live stream told it (platform/events.ts): kept a day, so that a browser that
 * reconnects with Last-Event-ID gets what it missed from whichever process it reaches.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_events_member_idx').on(t.memberId, t.id), index('member_events_created_idx').on(t.createdAt)],
);

/**
 * A ticket that opens one live stream (platform/events.ts), stored as its SHA-256 with the session that asked for it:
 * opening the stream deletes it (used once, in whichever process), and the session's end deletes it (a logout voids
 * the session's unused tickets). Expired ones are removed with the old events.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt), index('event_tickets_session_idx').on(t.sessionId)],
);
