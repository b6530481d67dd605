import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * The amount columns' default, 0, written as the migrations have it (a number): as the string '0' that a column read
 * as text takes, drizzle-kit would see a changed default and write a migration for nothing.
 */
const ZERO = 0 as unknown as string;

// ── packages ─────────────────────────────────────────────────────────────────────────────────────────────────────
export const packageDefinitions = pgTable(
  'package_definitions',
  {
    id: id(),
    title: text('title').notNull(),
    image: text('image'),
    body: text('body').notNull().default(''),
    months: integer('months').notNull().default(3),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default(ZERO),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default(ZERO),
    active: boolean('active').notNull().default(true),
    /** 'aylık teklif hakkı': offers a month its companies may send (issue 50); 0 = unlimited, as before */
    monthlyCredits: integer('monthly_credits').notNull().default(0),
  },
  (t) => [
    check('package_definitions_monthly_credits', sql`${t.monthlyCredits} between 0 and 100000`),
    check('package_definitions_months', sql`${t.months} > 0`),
    check('package_definitions_money', sql`${t.price} >= 0 and ${t.discount} >= 0`),
  ],
);

/** A member's application for, or holding of, a package (uypkt). status: null waiting, true active, false passive. */
export const packageSubscriptions = pgTable(
  'package_subscriptions',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packageDefinitions.id),
    months: integer('months').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    note: text('note').notNull().default(''),
    status: boolean('status'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'), // startsOn + months, set when the admin activates it; it stops counting on that day
    // the member was told (notification and mail) a week before the end, and on the end day: once each
    endingNoticeAt: timestamp('ending_notice_at', { withTimezone: true }),
    endedNoticeAt: timestamp('ended_notice_at', { withTimezone: true }),
    // the renewal reminders 3 days and 1 day before the end (issue 50 item 3; the 7 days' is endingNoticeAt): once each
    renewal3NoticeAt: timestamp('renewal_3_notice_at', { withTimezone: true }),
    renewal1NoticeAt: timestamp('renewal_1_notice_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('package_subscriptions_member_idx').on(t.memberId, t.createdAt),
    index('package_subscriptions_status_idx').on(t.status, t.endsOn),
    // the workbench's queue: the waiting applications by age (decision 0058)
    index('package_subscriptions_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} is null`),
    check('package_subscriptions_months', sql`${t.months} > 0`),
  ],
);
