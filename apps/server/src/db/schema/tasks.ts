import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * Durable work asked for by a request or an event (platform/tasks.ts): a web push to send, later a webhook to deliver,
 * an export to build, a member to erase. A process claims a due row (`for update skip locked`, with a lease in
 * `next_attempt_at`), runs it, and marks it done, or waits longer before the next attempt, or gives up ('failed').
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    /** the task's kind: the handler that runs it */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** the member it is for, when one: it goes with the member's data */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'), // 'pending' | 'done' | 'failed'
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // the back-office's lists of waiting and failed tasks, newest first by cursor; done tasks are pruned
    index('tasks_status_idx').on(t.status, t.id),
    index('tasks_member_idx').on(t.memberId).where(sql`${t.memberId} is not null`),
  ],
);
