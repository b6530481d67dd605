import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { catalogProducts } from './catalog';
import { createdAt, id } from './columns';
import { members } from './members';

// ── requests, offers, ratings ────────────────────────────────────────────────────────────────────────────────────
export const requests = pgTable(
  'requests',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    catalogProductId: integer('catalog_product_id')
      .notNull()
      .references(() => catalogProducts.id),
    material: text('material').notNull().default(''),
    quantity: integer('quantity').notNull().default(0), // 0 = unknown
    unit: text('unit').notNull(),
    detail: varchar('detail', { length: 4000 }).notNull(),
    deliveryOn: date('delivery_on').notNull(), // teslimTarihi; open until 10 days after it
    published: boolean('published').notNull().default(true), // durum
    finished: boolean('finished').notNull().default(false), // bitir, final
    approved: boolean('approved'), // onay: null pending, false rejected, true approved
    rejectionNote: text('rejection_note').notNull().default(''),
    // kept by the offers area in the transaction that adds or reviews an offer (lists show them without counting)
    offerCount: integer('offer_count').notNull().default(0),
    unreviewedCount: integer('unreviewed_count').notNull().default(0),
    createdAt: createdAt(),
    // when its owner last edited it and sent it back to moderation (null: never); the waiting list orders by it
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
    // Kapalı Zarf and the offer cap (issue 37, decision 0039); a legacy client's request is neither sealed nor capped
    sealed: boolean('sealed').notNull().default(false),
    /** a sealed request takes offers until then; its offers open then (a job sets openedAt) */
    offerDeadline: timestamp('offer_deadline', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** the most offers it takes (1–50); null: no cap */
    offerCap: smallint('offer_cap'),
    /** the address it was sent from (the workbench flags a burst, or a near copy, from one address); null: unknown */
    originIp: text('origin_ip'),
    /** when it was first approved (null: never, or before issue 50): the matching digests list those approved since */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** its buyer's province (members.city_id), kept by the database (triggers of migration 0057): a company's
     * 'Talep Tercihlerim' provinces are then read from the request's index entries, not from its buyer (decision 0065) */
    buyerCityId: integer('buyer_city_id'),
  },
  (t) => [
    index('requests_member_idx').on(t.memberId, t.createdAt),
    // a catalog product's uses (back-office catalogue), and its requests' dates from the index alone: the back-office's
    // request search sorts a text's few catalog products' requests from it (moderation.ts searchRequests; with the
    // product alone PostgreSQL walked every request newest first instead: 728 ms at 1M for a text with none recent)
    index('requests_catalog_idx').on(t.catalogProductId, t.createdAt, t.id),
    index('requests_moderation_idx').on(t.approved, t.createdAt),
    // the waiting list, newest sent first: a request edited and sent back comes first again (pendingSql)
    index('requests_pending_idx')
      .on(sql`coalesce(${t.resubmittedAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.approved} is null`),
    // the workbench's flags: an address's requests of the last 30 days (decision 0058)
    index('requests_origin_idx').on(t.originIp, t.createdAt).where(sql`${t.originIp} is not null`),
    index('requests_recent_idx').on(t.createdAt, t.id), // the back-office list of all requests
    // the public list: approved, published, unfinished, ordered by newest, filtered by still-open delivery date
    // with the creation date and id: a text search's requests of its catalog products, ranked and paged, come from the
    // index alone (an index-only scan, decision 0063); with what a company's rule reads of each, so that the open
    // API's list of a company of a few hundred catalog products reads each one's in the index alone (decision 0065)
    index('requests_public_idx')
      .on(t.catalogProductId, t.deliveryOn, t.createdAt, t.id, t.quantity, t.memberId, t.buyerCityId)
      .where(sql`${t.approved} and ${t.published} and not ${t.finished}`),
    // with the delivery date, so that a page's ids (a deep offset) come from the index alone (an index-only scan)
    index('requests_public_recent_idx')
      .on(t.createdAt, t.id, t.deliveryOn)
      .where(sql`${t.approved} and ${t.published} and not ${t.finished}`),
    check('requests_detail_len', sql`char_length(${t.detail}) <= 4000`),
    check('requests_quantity', sql`${t.quantity} >= 0`),
    // the spec's four (legacy talepOlustur) and the v2 calls' Ton, m², m³ and Litre (issue 47 item 21)
    check('requests_unit', sql`${t.unit} in ('Adet', 'Takım', 'Metre', 'Kilo', 'Ton', 'm²', 'm³', 'Litre')`),
    check('requests_offer_cap', sql`${t.offerCap} between 1 and 50`),
    check('requests_sealed_deadline', sql`not ${t.sealed} or ${t.offerDeadline} is not null`),
    check('requests_offer_count_cap', sql`${t.offerCap} is null or ${t.offerCount} <= ${t.offerCap}`),
    // the opening job's work: sealed requests not opened yet, by deadline
    index('requests_sealed_idx').on(t.offerDeadline).where(sql`${t.sealed} and ${t.openedAt} is null`),
    // the digests' requests: those of a catalog product approved within a period (decision 0061)
    index('requests_digest_idx').on(t.catalogProductId, t.approvedAt).where(sql`${t.approvedAt} is not null`),
    // the open API's `updatedSince` (decision 0065): the requests changed (created, resubmitted, approved) since a
    // moment. Not partial: ANALYZE then knows the expression's values, and a recent moment is planned on this index
    // (5 ms at 1M requests) rather than by a scan of every id (165 ms)
    index('requests_changed_idx').on(sql`greatest(${t.createdAt}, ${t.resubmittedAt}, ${t.approvedAt})`),
    // the open API's list of a company whose rule spans a sector (decision 0065): public requests newest first, with
    // what the rule reads of each, so that a walk from the newest id filters in the index alone (113 → 11 ms at 1M)
    index('requests_open_feed_idx')
      .on(t.id, t.catalogProductId, t.deliveryOn, t.quantity, t.memberId, t.buyerCityId)
      .where(sql`${t.approved} and ${t.published} and not ${t.finished}`),
  ],
);

/** A request's new rounds ('Yeni Tur'): number 2, 3 …; the newest is the current one, open to revisions until its deadline. */
export const requestRounds = pgTable(
  'request_rounds',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('request_rounds_request_idx').on(t.requestId, t.number),
    check('request_rounds_number', sql`${t.number} >= 2`),
    check('request_rounds_message_len', sql`char_length(${t.message}) <= 1000`),
  ],
);

/**
 * How many rows a large table has, kept exact by statement triggers in the same transaction as every insert and delete
 * (migration 0010): a count(*) of a million requests costs ~100 ms, and the back-office pager asked for it on every page.
 * A table's count is the sum of its slots: each connection adds to the slot of its backend (migration 0014), so
 * concurrent inserts do not wait for each other's commit on one row.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull().default(0),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/**
 * Public-list candidates (approved, published, not finished) per delivery date, kept exact by statement triggers
 * (migration 0011). The public total is the sum over the dates still open: a count(*) of 800,000 public requests cost
 * 1.5 s, and every read of the list after a write asked for it.
 */
export const publicRequestDays = pgTable('public_request_days', {
  day: date('day').primaryKey(),
  requests: integer('requests').notNull(),
});
