import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

// ── support, notifications ───────────────────────────────────────────────────────────────────────────────────────
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_member_idx').on(t.memberId, t.createdAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    fromMember: boolean('from_member').notNull(), // cevap: true = member, false = support staff
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
