import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';
import { requests } from './requests';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'request_rejected' | 'request_match' | ...
    text: text('text').notNull(),
    link: text('link').notNull().default(''),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.kind, t.createdAt),
    // a company hears of a matching request once, however often it is approved
    uniqueIndex('notifications_match_once_idx').on(t.memberId, t.requestId).where(sql`${t.kind} = 'request_match'`),
  ],
);
