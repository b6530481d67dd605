import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { id } from './columns';
import { members } from './members';

/**
 * A data subject's request under KVKK art. 11/13 (issue 53 item 4, decision 0072), logged for the back-office's queue
 * ('Veri Talepleri'): received by e-mail, the contact form or the member's own panel, answered within 30 days
 * (`due_at`). A member's erasure keeps its row (the proof that it was answered) with the requester's name and
 * address forgotten.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    /** 'erisim' (access), 'silme' (erasure), 'duzeltme' (rectification), 'itiraz' (objection) */
    kind: text('kind').notNull(),
    /** 'e-posta', 'iletisim-formu', 'uye-paneli' */
    channel: text('channel').notNull(),
    requesterName: varchar('requester_name', { length: 200 }).notNull().default(''),
    requesterEmail: varchar('requester_email', { length: 200 }).notNull().default(''),
    /** the member it is about, when known */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** received_at + 30 days: KVKK art. 13's deadline */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'acik', 'tamamlandi', 'reddedildi' */
    status: text('status').notNull().default('acik'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the administrator who closed it; null: the system (a member's own erasure) */
    closedBy: integer('closed_by').references(() => admins.id, { onDelete: 'set null' }),
    answer: text('answer').notNull().default(''),
  },
  (t) => [
    // the queue: open ones by their deadline, closed ones newest first (keyset paging on both)
    index('data_requests_open_idx').on(t.dueAt, t.id).where(sql`${t.status} = 'acik'`),
    index('data_requests_closed_idx').on(t.closedAt, t.id).where(sql`${t.status} <> 'acik'`),
    index('data_requests_member_idx').on(t.memberId).where(sql`${t.memberId} is not null`),
    check('data_requests_kind', sql`${t.kind} in ('erisim', 'silme', 'duzeltme', 'itiraz')`),
    check('data_requests_channel', sql`${t.channel} in ('e-posta', 'iletisim-formu', 'uye-paneli')`),
    check('data_requests_status', sql`${t.status} in ('acik', 'tamamlandi', 'reddedildi')`),
  ],
);
