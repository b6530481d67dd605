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
    // Kept by the transaction that adds a message (modules/support/service.ts), so that lists read a ticket's state
    // from its row instead of a sub-select over its messages:
    /** the support staff has answered at least once */
    answered: boolean('answered').notNull().default(false),
    /** the last message is the member's: the ticket waits for the staff (admin 'donus') */
    waiting: boolean('waiting').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_tickets_member_idx').on(t.memberId, t.createdAt),
    // the back-office list (waiting first, then newest) and home page (waiting only, newest) read it backwards
    index('support_tickets_waiting_idx').on(t.waiting, t.createdAt, t.id),
  ],
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
  // a thread is in id order: ids are drawn after the ticket row is locked, so they follow the ticket's flags
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.id)],
);
