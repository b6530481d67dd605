import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Stored private files whose row is gone (deleted, or with its request, offer, message or member): the trigger of
 * each private files' table (`attachments_removed()`, the first use's migration) adds each key here in the deleting
 * statement itself, so no way of deleting a row leaves its bytes in storage unknown; the private-files module's sweep
 * removes them from storage and then from here. Read and written by platform/private-files/ only (a boundary rule);
 * the table keeps the name of its first use.
 */
export const privateFileRemovals = pgTable('attachment_removals', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A private file a member uploaded while filling a form, before the form's row exists (issue 47 item 21): the
 * request's drawings, the offer's quote. The save claims it in its own transaction (the row goes, its key moves to
 * the area's table); one never claimed is swept with its bytes after DRAFT_HOURS, and one whose member is gone at the
 * next sweep. The key's prefix is its use's: a draft is claimed only by the use it was stored for.
 */
export const privateFileDrafts = pgTable(
  'private_file_drafts',
  {
    id: serial('id').primaryKey(),
    // set null, not cascade: the sweep lists the key of every draft it removes, which a cascade would not
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('private_file_drafts_member_idx').on(t.memberId),
    index('private_file_drafts_created_idx').on(t.createdAt),
  ],
);
