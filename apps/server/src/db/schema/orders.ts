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
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';
import { packageDefinitions, packageSubscriptions } from './packages';

// ── paying by bank transfer (issue 50 item 3, decision 0060) ────────────────────────────────────────────────────
/** The site's bank accounts, shown to a member paying an order (the inactive ones are not). IBAN checked before. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    bank: text('bank').notNull(),
    holder: text('holder').notNull(),
    iban: varchar('iban', { length: 34 }).notNull(),
    currency: text('currency').notNull().default('TL'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('bank_accounts_currency', sql`${t.currency} in ('TL', 'USD', 'EUR')`),
    check('bank_accounts_iban', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'`),
  ],
);

/** The site's company details for invoices: one row (id 1), empty until the administrator saves them. */
export const invoiceDetails = pgTable(
  'invoice_details',
  {
    id: integer('id').primaryKey().default(1),
    title: text('title').notNull().default(''),
    address: text('address').notNull().default(''),
    taxOffice: text('tax_office').notNull().default(''),
    taxNumber: varchar('tax_number', { length: 11 }).notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoice_details_one_row', sql`${t.id} = 1`)],
);

/**
 * A member's order of a package (with its waiting application, `subscription_id`) or of a top-up pack, paid by
 * transfer: its reference code, the item's title and price as they were (net, KDV, total, exact decimals), and its
 * state. `queue` orders the back-office's list: a receipt waiting for a decision first, then orders waiting for a
 * transfer, then the rest (newest first in each); kept by the database from the status.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    code: varchar('code', { length: 10 }).notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'package' | 'top_up'>().notNull(),
    packageId: integer('package_id').references(() => packageDefinitions.id),
    subscriptionId: integer('subscription_id').references(() => packageSubscriptions.id, { onDelete: 'set null' }),
    /** a credit pack's id (credits area), kept without a reference: a removed pack's orders stay */
    packId: integer('pack_id'),
    title: text('title').notNull(),
    months: integer('months'),
    credits: integer('credits'),
    net: numeric('net', { precision: 12, scale: 2 }).notNull(),
    kdvRate: integer('kdv_rate').notNull().default(20),
    kdv: numeric('kdv', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    status: text('status').notNull().default('waiting'),
    queue: smallint('queue').generatedAlwaysAs(
      sql`case status when 'receipt_sent' then 0 when 'waiting' then 1 else 2 end`,
    ),
    rejectReason: text('reject_reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.id),
    // the list's order, queue ascending and id descending, as one ascending key: a page after the cursor (queue, id)
    // is one range of it, `(queue, -id) > (q, -i)` (a key of (queue, id) served only the first queue's pages: the
    // cursor's `or` was a filter over up to a million rows)
    index('orders_queue_idx').on(t.queue, sql`(-${t.id})`),
    index('orders_status_idx').on(t.status, t.id),
    check('orders_kind', sql`${t.kind} in ('package', 'top_up')`),
    check(
      'orders_item',
      sql`(${t.kind} = 'package' and ${t.packageId} is not null) or (${t.kind} = 'top_up' and ${t.packId} is not null)`,
    ),
    check('orders_status', sql`${t.status} in ('waiting', 'receipt_sent', 'confirmed', 'rejected', 'cancelled')`),
    check('orders_amounts', sql`${t.net} >= 0 and ${t.kdv} >= 0 and ${t.total} = ${t.net} + ${t.kdv}`),
  ],
);

/**
 * The orders and their totals per status and Istanbul month (of the decision; of the order while none), kept exact
 * by statement triggers on `orders` in the transaction of every write (migration 0046): the back-office's summary
 * (orders waiting, revenue per month) reads a few dozen rows instead of summing a million orders at each call.
 */
export const orderMonths = pgTable(
  'order_months',
  {
    status: text('status').notNull(),
    month: date('month').notNull(),
    orders: integer('orders').notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.month] })],
);

/**
 * A receipt of an order's transfer: a private file (decision 0044: `storage_key`, and the removals trigger lists it
 * when the row goes). An order keeps every receipt sent; the newest is the one decided on.
 */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    fileKind: text('file_kind').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_receipts_order_idx').on(t.orderId, t.id),
    check('order_receipts_file_kind', sql`${t.fileKind} in ('pdf', 'png', 'jpeg')`),
    check('order_receipts_size', sql`${t.size} between 1 and 10485760`),
  ],
);
