import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Site, mail, SMS and social settings: one JSON document per key, validated by the contract's schema of that key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
