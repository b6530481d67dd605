import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { createdAt, id, searchWords, trigram, wordsIndex } from './columns';
import { cities, countries } from './places';

// ── people ───────────────────────────────────────────────────────────────────────────────────────────────────────
export const members = pgTable(
  'members',
  {
    id: id(),
    email: text('email').notNull(), // stored lower-cased
    passwordHash: text('password_hash').notNull(),
    companyName: text('company_name').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    companyPhone: text('company_phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    address: text('address').notNull().default(''),
    website: text('website').notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    sectorId: integer('sector_id').references(() => categories.id, { onDelete: 'set null' }),
    countryId: integer('country_id')
      .notNull()
      .default(223)
      .references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    logo: text('logo'),
    slug: text('slug').notNull(),
    isCompany: boolean('is_company').notNull().default(false), // firmaDrm
    smsOptIn: boolean('sms_opt_in').notNull().default(true),
    mailOptIn: boolean('mail_opt_in').notNull().default(true),
    activatedAt: timestamp('activated_at', { withTimezone: true }), // null = activation pending
    active: boolean('active').notNull().default(true), // durum: Aktif / Durduruldu
    statusNote: text('status_note').notNull().default(''),
    search: text('search').notNull().default(''),
    words: searchWords(),
    createdAt: createdAt(),
    // deleted by the administrator: personal data wiped, the row kept for other members' offers and ratings
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_email_idx').on(t.email),
    // the back-office lists: a page's ids come from the index alone, however deep the page (an index-only scan)
    index('members_company_created_idx').on(t.isCompany, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('members_sector_idx').on(t.sectorId),
    // the landing pages' companies of a province, newest first (modules/landing): without it a rare province's page
    // read every member (a sequential scan, EXPLAIN at 200,000 members)
    index('members_company_city_idx').on(t.cityId, t.id).where(sql`${t.isCompany}`),
    trigram('members_search_idx', t.search),
    wordsIndex('members_words_idx', t.words),
    check('members_description_len', sql`char_length(${t.description}) <= 500`),
  ],
);
