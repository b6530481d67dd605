import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// ── places ───────────────────────────────────────────────────────────────────────────────────────────────────────
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(), // fixed ids: 223 = Türkiye, the registration default
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(), // Türkiye's cities keep their plate numbers
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);
