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
  timestamp,
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
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('TL'),
    deliveryOn: date('delivery_on').notNull(), // tahminiTesliTarihi
    note: varchar('note', { length: 4000 }).notNull().default(''),
    reviewed: boolean('reviewed').notNull().default(false), // kabulDurumu
    createdAt: createdAt(),
    // the richer terms (issue 37, decision 0039); null on an offer made by a legacy client. `price` stays the total.
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }),
    vatRate: smallint('vat_rate'),
    vatIncluded: boolean('vat_included'),
    /** 0 = peşin, else vade in days */
    paymentDays: smallint('payment_days'),
    validUntil: date('valid_until'),
    /** the current version's number (offer_versions keeps every one) */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_request_member_idx').on(t.requestId, t.memberId),
    index('offers_member_idx').on(t.memberId, t.createdAt),
    check('offers_currency', sql`${t.currency} in ('TL', 'USD', 'EUR')`),
    check('offers_note_len', sql`char_length(${t.note}) <= 4000`),
    check('offers_price', sql`${t.price} >= 0`),
    check('offers_unit_price', sql`${t.unitPrice} >= 0`),
    check('offers_vat_rate', sql`${t.vatRate} in (0, 1, 10, 20)`),
    check('offers_payment_days', sql`${t.paymentDays} between 0 and 365`),
  ],
);

/**
 * Every version of an offer as it was sent, written with the offer (version 1) and with each revision, in the same
 * statement or transaction as the offers row; never updated. `round` is the request's round it was sent in.
 */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    round: smallint('round').notNull().default(1),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }),
    currency: text('currency').notNull(),
    vatRate: smallint('vat_rate'),
    vatIncluded: boolean('vat_included'),
    deliveryOn: date('delivery_on').notNull(),
    paymentDays: smallint('payment_days'),
    validUntil: date('valid_until'),
    note: varchar('note', { length: 4000 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offer_versions_offer_idx').on(t.offerId, t.version)],
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
    /** why the administrator made it passive (the moderation workbench's reason, decision 0058) */
    rejectionNote: text('rejection_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_offer_idx').on(t.offerId),
    // the workbench's queue: the waiting ones by age (decision 0058)
    index('ratings_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} is null`),
    index('ratings_status_idx').on(t.status, t.createdAt),
    check('ratings_score', sql`${t.score} between 1 and 5`),
    check('ratings_comment_len', sql`char_length(${t.comment}) <= 4000`),
  ],
);
