import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/** The amount columns' default, 0, as the migrations write it (see packages.ts). */
const ZERO = 0 as unknown as string;

// ── quote credits (issue 50 item 1) ─────────────────────────────────────────────────────────────────────────────
/**
 * 'Ek Teklif Paketi': a top-up the administrator defines and a company buys (an order, issue 50 item 3); its credits
 * last until the company's package ends. Price without KDV, as the package definitions'.
 */
export const creditPacks = pgTable(
  'credit_packs',
  {
    id: id(),
    title: text('title').notNull(),
    credits: integer('credits').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default(ZERO),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_packs_credits', sql`${t.credits} between 1 and 100000`),
    check('credit_packs_price', sql`${t.price} >= 0`),
  ],
);

/**
 * A company's balance, in two parts that can never go below zero: the month's credits of its package (`monthly`,
 * for the Istanbul month `month`: what is left expires with it) and its top-ups and refunds (`topUp`: they expire
 * with its package). `limited`: its running package counts offers (a definition's monthly credits > 0); a company
 * without a row, or not limited, offers without counting. Kept by the credits area in the transaction of each ledger
 * entry: the sum of a company's entries per bucket is its row.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    limited: boolean('limited').notNull().default(false),
    monthly: integer('monthly').notNull().default(0),
    topUp: integer('top_up').notNull().default(0),
    /** the first day of the Istanbul month the monthly credits were granted for (null: none granted yet) */
    month: date('month'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_accounts_not_negative', sql`${t.monthly} >= 0 and ${t.topUp} >= 0`)],
);

export const CREDIT_ENTRY_KINDS = ['grant', 'spend', 'refund', 'expiry', 'correction', 'top_up'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/**
 * The ledger: every change of a balance is one entry, never changed nor deleted (integer amounts: + in, − out), in
 * the bucket it changed. An offer's spend and its refund are each at most once (unique by offer), a top-up at most
 * once per order, a month's grant and expiry at most once per company and month: a job or a confirmation run twice
 * writes nothing more. `offerId` and `requestId` are kept without a reference, so a removed request's entries stay.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    bucket: text('bucket').$type<'monthly' | 'top_up'>().notNull(),
    amount: integer('amount').notNull(),
    offerId: integer('offer_id'),
    requestId: integer('request_id'),
    orderId: integer('order_id'),
    /** a grant's or expiry's month (its first day) */
    period: date('period'),
    /** why: a correction's reason (the administrator's), a refund's rule */
    reason: text('reason').notNull().default(''),
    /** the administrator who corrected it */
    adminId: integer('admin_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_member_idx').on(t.memberId, t.id),
    // a request's spends: the refund job's checks of a closed request, and the requests' trigger that queues them
    index('credit_entries_spend_request_idx').on(t.requestId).where(sql`${t.kind} = 'spend'`),
    uniqueIndex('credit_entries_offer_once_idx').on(t.offerId, t.kind).where(sql`${t.kind} in ('spend', 'refund')`),
    uniqueIndex('credit_entries_order_once_idx').on(t.orderId).where(sql`${t.kind} = 'top_up'`),
    uniqueIndex('credit_entries_period_once_idx')
      .on(t.memberId, t.kind, t.bucket, t.period)
      .where(sql`${t.kind} in ('grant', 'expiry')`),
    check('credit_entries_kind', sql`${t.kind} in ('grant', 'spend', 'refund', 'expiry', 'correction', 'top_up')`),
    check('credit_entries_bucket', sql`${t.bucket} in ('monthly', 'top_up')`),
    check('credit_entries_amount', sql`${t.amount} <> 0`),
  ],
);

/**
 * Credits spent and refunded per Istanbul day, kept exact by statement triggers on `credit_entries` in the transaction
 * of every entry (migration 0047): the back-office's stats read a few rows per day instead of the day's entries
 * (30 days at a million entries: 67,000 rows, 300 ms). A day's numbers are the sum of its slots: each connection adds
 * to the slot of its backend (as `row_counts`), so that offers sent at once do not wait for each other's commit.
 */
export const creditDays = pgTable(
  'credit_days',
  {
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    spent: integer('spent').notNull(),
    refunded: integer('refunded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/**
 * The requests whose spent credits the refund job looks at: a request with spends lands here when it is closed or
 * removed (a trigger on `requests`, migration 0047), and leaves when none of its spends can still come back (each
 * refunded, opened, or the request open again). The job reads these few requests' spends, never the whole ledger.
 * `closedAt`: the last close; the job removes a row only as it read it (a request closed again in between stays).
 */
export const creditRefundChecks = pgTable('credit_refund_checks', {
  requestId: integer('request_id').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
