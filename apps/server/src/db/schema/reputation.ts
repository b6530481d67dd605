import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
import { ratings } from './offers';

/**
 * A rating made a review (issue 49 item 2): its four sub-scores (1–5, whole), whether the buyer says it bought, and
 * the company's one public answer. A rating given through the legacy call has no sub-scores (it counts in the average
 * only): its row, if any, is made by the company's answer. `company_id` is the rated offer's supplier, kept here so a company's reviews are one index range.
 */
export const reviews = pgTable(
  'reviews',
  {
    ratingId: integer('rating_id')
      .primaryKey()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    price: smallint('price'), // fiyat
    quality: smallint('quality'), // kalite
    delivery: smallint('delivery'), // teslimat
    communication: smallint('communication'), // iletişim
    /** 'Satın aldım' (true) / 'Satın almadım' (false) */
    purchased: boolean('purchased'),
    /** 'Firma Yanıtı': once, its contact details masked; null until the company answers */
    answer: varchar('answer', { length: 2000 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_company_idx').on(t.companyId),
    check(
      'reviews_scores',
      sql`${t.price} between 1 and 5 and ${t.quality} between 1 and 5 and ${t.delivery} between 1 and 5
        and ${t.communication} between 1 and 5`,
    ),
    check('reviews_answer_len', sql`char_length(${t.answer}) <= 2000`),
  ],
);

/**
 * A company's figures over the last 12 months (averages and the median exact numerics, read as strings: no floats in
 * storage), computed by the reputation job (decision 0057) so that no page view
 * counts over millions of rows. One row per company that had a matching request, an offer or a rating in the window.
 */
export const companyReputations = pgTable('company_reputations', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** matching requests (their 'request_match' bells) approved in the window */
  matching: integer('matching').notNull(),
  /** of those, the ones it offered on */
  offered: integer('offered').notNull(),
  /** median minutes from a matching request's approval to its offer; null when it offered on none */
  medianMinutes: numeric('median_minutes'),
  /** offers it sent in the window, and how many of them the buyer accepted */
  offers: integer('offers').notNull(),
  accepted: integer('accepted').notNull(),
  /** active ratings in the window: their number and average score, every rating counted */
  ratings: integer('ratings').notNull(),
  average: numeric('average'),
  /** the sub-scores' averages over the reviews that have them (legacy ratings have none) */
  reviews: integer('reviews').notNull(),
  price: numeric('price'),
  quality: numeric('quality'),
  delivery: numeric('delivery'),
  communication: numeric('communication'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
