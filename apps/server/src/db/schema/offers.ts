import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';
import { requests } from './requests';

export const offers = pgTable(
  'offers',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('TL'),
    deliveryOn: date('delivery_on').notNull(), // tahminiTesliTarihi
    note: varchar('note', { length: 4000 }).notNull().default(''),
    reviewed: boolean('reviewed').notNull().default(false), // kabulDurumu
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_request_member_idx').on(t.requestId, t.memberId),
    index('offers_member_idx').on(t.memberId, t.createdAt),
    check('offers_currency', sql`${t.currency} in ('TL', 'USD', 'EUR')`),
    check('offers_note_len', sql`char_length(${t.note}) <= 4000`),
    check('offers_price', sql`${t.price} >= 0`),
  ],
);

/** One rating per offer, by the request owner. status: null waiting, true active, false passive. */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: varchar('comment', { length: 4000 }).notNull().default(''),
    status: boolean('status'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_offer_idx').on(t.offerId),
    index('ratings_status_idx').on(t.status, t.createdAt),
    check('ratings_score', sql`${t.score} between 1 and 5`),
    check('ratings_comment_len', sql`char_length(${t.comment}) <= 4000`),
  ],
);
