import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { id } from './columns';

/**
 * The back-office's audit log (decision 0054): every write of an administrator, and every reading of a member's
 * personal data — who, when, what (method and route pattern), on which target, and for a write its redacted body or
 * what the service knew before and after. Conversations' readings, closings and dismissals are rows of it.
 */
export const adminAudits = pgTable(
  'admin_audits',
  {
    id: id(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** the method and the route's pattern: 'POST /adn_api/uyeSil-:id' */
    action: text('action').notNull(),
    /** what it was about, where known: 'member', 'conversation', 'request', 'admin' … with its id */
    targetType: text('target_type'),
    targetId: integer('target_id'),
    /** the state before a write, where the service knew it */
    before: jsonb('before'),
    /** the state after a write where the service knew it, else the request's body with secrets removed */
    after: jsonb('after'),
    /** the answer's HTTP status */
    status: smallint('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audits_admin_idx').on(t.adminId, t.id),
    index('admin_audits_target_idx').on(t.targetType, t.targetId, t.id),
    index('admin_audits_at_idx').on(t.at),
    index('admin_audits_action_idx').on(t.action, t.id),
  ],
);
