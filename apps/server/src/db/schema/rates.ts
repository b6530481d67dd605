import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One exchange-rate bulletin per day: TCMB's daily bulletin under its own date, or the administrator's entry for a
 * day (which replaces that day's rates). A weekend or holiday has none: the last bulletin before it holds.
 */
export const rateBulletins = pgTable(
  'rate_bulletins',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** 'tcmb' (fetched) or 'manual' (entered by the administrator) */
    source: text('source').notNull(),
    /** TCMB's bulletin number (Bulten_No); null for a manual entry */
    number: text('number'),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rate_bulletins_source', sql`${t.source} in ('tcmb', 'manual')`)],
);

/** A bulletin's rate of one currency: ForexSelling (TL) for `unit` units of it (JPY: 100), exact decimal. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => rateBulletins.day, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    unit: integer('unit').notNull(),
    forexSelling: numeric('forex_selling', { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.currency] }),
    check('exchange_rates_positive', sql`${t.unit} > 0 and ${t.forexSelling} > 0`),
  ],
);
