import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * A member's list as a spreadsheet (issue 52 item 5, decision 0066): asked for, made by a durable task into a private
 * file (decision 0044: `storage_key`, and the removals trigger lists it when the row goes), deleted after 7 days.
 */
export const spreadsheetExports = pgTable(
  'spreadsheet_exports',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('pending'),
    name: varchar('name', { length: 120 }),
    size: integer('size'),
    rows: integer('rows'),
    storageKey: text('storage_key').unique(),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    // a member's files, newest first; the daily sweep's old ones by date
    index('spreadsheet_exports_member_idx').on(t.memberId, t.id),
    index('spreadsheet_exports_created_idx').on(t.createdAt),
    check('spreadsheet_exports_kind', sql`${t.kind} in ('matching-requests', 'my-offers', 'my-requests')`),
    check('spreadsheet_exports_format', sql`${t.format} in ('xlsx', 'csv')`),
    check('spreadsheet_exports_status', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * A member's data as a ZIP (issue 53 item 3, 'Verilerimi İndir'): asked for, made by a durable task into a private
 * file (decision 0044: `storage_key`, and the removals trigger lists it when the row goes); downloaded once within
 * 24 hours, after which the retention job deletes the row and so the bytes.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    size: integer('size'),
    files: integer('files'),
    storageKey: text('storage_key').unique(),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_member_idx').on(t.memberId, t.id),
    index('data_exports_created_idx').on(t.createdAt),
    check('data_exports_status', sql`${t.status} in ('pending', 'ready', 'downloaded', 'failed')`),
  ],
);
