import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
