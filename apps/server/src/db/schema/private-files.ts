import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
