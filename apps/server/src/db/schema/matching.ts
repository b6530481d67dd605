import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogProducts, categories } from './catalog';
import { members } from './members';
import { cities } from './places';

/**
 * A company's 'Talep Tercihlerim' (issue 50 item 2, decision 0061): besides its own products' catalog products, the
 * requests it serves (its chosen catalog products and categories: the tables below), the provinces it serves (all, or
 * those of match_provinces), a minimum quantity (a request of unknown quantity, 0, passes it), and how it hears of a
 * matching request: at once, or in a daily (08:00 in Türkiye) or weekly (Monday 08:00) digest, by mail and/or SMS
 * within its consents. A company without a row matches by its products alone and hears at once, as before.
 */
export const matchPreferences = pgTable(
  'match_preferences',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    allProvinces: boolean('all_provinces').notNull().default(true),
    minQuantity: integer('min_quantity').notNull().default(0),
    /** 'instant' | 'daily' | 'weekly' */
    frequency: text('frequency').notNull().default('instant'),
    byMail: boolean('by_mail').notNull().default(true),
    bySms: boolean('by_sms').notNull().default(false),
    /**
     * The end of the period its last digest covered (the digest job claims a company's period by moving it, so two
     * processes send one digest); set to the save's time when the company starts hearing by digest.
     */
    digestedThrough: timestamp('digested_through', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('match_preferences_frequency', sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
    check('match_preferences_min_quantity', sql`${t.minQuantity} between 0 and 1000000000`),
    // the digest job's work: the companies of a frequency whose last digest is older than the period's start
    index('match_preferences_digest_idx').on(t.frequency, t.digestedThrough).where(sql`${t.frequency} <> 'instant'`),
  ],
);

/** The catalog products a company chose in its preferences. */
export const matchChosenProducts = pgTable(
  'match_chosen_products',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    catalogProductId: integer('catalog_product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.catalogProductId] })],
);

/** The categories a company chose in its preferences (each covers its sub-categories). */
export const matchChosenCategories = pgTable(
  'match_chosen_categories',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.categoryId] }), index('match_chosen_categories_idx').on(t.categoryId)],
);

/** The provinces a company serves, when not all of Türkiye. */
export const matchProvinces = pgTable(
  'match_provinces',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.cityId] })],
);

/**
 * A company's rule materialised: every catalog product it chose, or under a category it chose (sub-categories
 * included). Written in the preferences' transaction and kept by the catalog's changes (the triggers of migration
 * 0042), so matching is an index lookup either way: a company's catalog products (its feed) or a catalog product's
 * companies (an approval's notices).
 */
export const matchProducts = pgTable(
  'match_products',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    catalogProductId: integer('catalog_product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.catalogProductId] }),
    index('match_products_catalog_idx').on(t.catalogProductId, t.memberId),
  ],
);
