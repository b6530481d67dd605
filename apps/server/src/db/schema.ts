// The whole data model of both specs. Code and database speak English; the Turkish wire names live in the routes
// (glossary: DESIGN §6). Later issues add columns, not redesigns.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () => serial('id').primaryKey();

/** Folded search text (see lib/fold): indexed with trigrams, queried with the query folded the same way. */
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

// ── places ───────────────────────────────────────────────────────────────────────────────────────────────────────
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(), // fixed ids: 223 = Türkiye, the registration default
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(), // Türkiye's cities keep their plate numbers
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

// ── catalog ──────────────────────────────────────────────────────────────────────────────────────────────────────
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    sort: integer('sort').notNull().default(0),
    search: text('search').notNull().default(''),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    trigram('categories_search_idx', t.search),
  ],
);

export const categoryTags = pgTable(
  'category_tags',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('category_tags_category_idx').on(t.categoryId)],
);

export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    active: boolean('active').notNull().default(true),
    search: text('search').notNull().default(''),
  },
  (t) => [
    index('catalog_products_category_idx').on(t.categoryId),
    uniqueIndex('catalog_products_slug_idx').on(t.slug),
    trigram('catalog_products_search_idx', t.search),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_email_idx').on(t.email),
    index('members_company_created_idx').on(t.isCompany, t.createdAt),
    index('members_sector_idx').on(t.sectorId),
    trigram('members_search_idx', t.search),
    check('members_description_len', sql`char_length(${t.description}) <= 500`),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_username_idx').on(t.username)],
);

/** Opaque bearer tokens; only their SHA-256 is stored. Exactly one of member / admin owns a session. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
    index('sessions_admin_idx').on(t.adminId),
    check('sessions_one_owner', sql`(${t.memberId} is null) <> (${t.adminId} is null)`),
  ],
);

export const activationCodes = pgTable(
  'activation_codes',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('activation_codes_member_idx').on(t.memberId, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_idx').on(t.tokenHash),
    check('password_resets_one_owner', sql`(${t.memberId} is null) <> (${t.adminId} is null)`),
  ],
);

// ── packages ─────────────────────────────────────────────────────────────────────────────────────────────────────
export const packageDefinitions = pgTable(
  'package_definitions',
  {
    id: id(),
    title: text('title').notNull(),
    image: text('image'),
    body: text('body').notNull().default(''),
    months: integer('months').notNull().default(3),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
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
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    status: boolean('status'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'), // startsOn + months, set when the admin activates it
    createdAt: createdAt(),
  },
  (t) => [
    index('package_subscriptions_member_idx').on(t.memberId, t.createdAt),
    index('package_subscriptions_status_idx').on(t.status, t.endsOn),
    check('package_subscriptions_months', sql`${t.months} > 0`),
  ],
);

// ── company products ─────────────────────────────────────────────────────────────────────────────────────────────
export const products = pgTable(
  'products',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    catalogProductId: integer('catalog_product_id')
      .notNull()
      .references(() => catalogProducts.id),
    name: text('name').notNull(),
    detail: varchar('detail', { length: 4000 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_member_idx').on(t.memberId),
    index('products_catalog_idx').on(t.catalogProductId, t.active),
    index('products_recent_idx').on(t.createdAt, t.id).where(sql`${t.active}`),
    check('products_detail_len', sql`char_length(${t.detail}) <= 4000`),
  ],
);

/** At most 5 images per product: each takes one of the slots 1..5 (unique per product); sort is the shown order. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_images_slot_idx').on(t.productId, t.slot),
    check('product_images_slot_range', sql`${t.slot} between 1 and 5`),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_member_idx').on(t.memberId, t.createdAt),
    index('requests_moderation_idx').on(t.approved, t.createdAt),
    // the public list: approved, published, unfinished, ordered by newest, filtered by still-open delivery date
    index('requests_public_idx')
      .on(t.catalogProductId, t.deliveryOn)
      .where(sql`${t.approved} and ${t.published} and not ${t.finished}`),
    index('requests_public_recent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.approved} and ${t.published} and not ${t.finished}`),
    check('requests_detail_len', sql`char_length(${t.detail}) <= 4000`),
    check('requests_quantity', sql`${t.quantity} >= 0`),
    check('requests_unit', sql`${t.unit} in ('Adet', 'Takım', 'Metre', 'Kilo')`),
  ],
);

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

// ── support, notifications ───────────────────────────────────────────────────────────────────────────────────────
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_member_idx').on(t.memberId, t.createdAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    fromMember: boolean('from_member').notNull(), // cevap: true = member, false = support staff
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'request_rejected' | 'request_match' | ...
    text: text('text').notNull(),
    link: text('link').notNull().default(''),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_member_idx').on(t.memberId, t.kind, t.createdAt)],
);

// ── content ──────────────────────────────────────────────────────────────────────────────────────────────────────
/** Blog posts (type 1) and announcements (type 2). */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    type: smallint('type').notNull().default(1),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    tags: text('tags').notNull().default(''),
    body: text('body').notNull().default(''),
    image: text('image'),
    publishedOn: date('published_on').notNull().defaultNow(),
    search: text('search').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_type_date_idx').on(t.type, t.publishedOn),
    check('posts_type', sql`${t.type} in (1, 2)`),
  ],
);

export const pageCategories = pgTable('page_categories', {
  id: id(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(5),
});

export const pages = pgTable(
  'pages',
  {
    id: id(),
    categoryId: integer('category_id').references(() => pageCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    isMain: boolean('is_main').notNull().default(false), // ana
    tags: text('tags').notNull().default(''),
    sort: integer('sort').notNull().default(5),
    body: text('body').notNull().default(''),
  },
  (t) => [uniqueIndex('pages_slug_idx').on(t.slug), index('pages_category_idx').on(t.categoryId, t.sort)],
);

export const faqs = pgTable('faqs', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(1),
});

/** Home page content blocks: place 1 = upper part, 2 = lower part. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    image: text('image'),
    place: smallint('place').notNull().default(1),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(5),
  },
  (t) => [check('articles_place', sql`${t.place} in (1, 2)`), index('articles_place_idx').on(t.place, t.sort)],
);

export const slides = pgTable('slides', {
  id: id(),
  image: text('image'),
  title: text('title').notNull(),
  buttonTitle: text('button_title').notNull().default(''),
  body: text('body').notNull().default(''),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(5),
});

/** Ads; type is one of the AD_TYPES of the contract (where on the site the ad shows). */
export const ads = pgTable(
  'ads',
  {
    id: id(),
    image: text('image'),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(5),
  },
  (t) => [index('ads_type_idx').on(t.type, t.sort)],
);

/** Site, mail, SMS and social settings: one JSON document per key, validated by the contract's schema of that key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_unread_idx').on(t.read)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email)],
);

/** Every mail and SMS goes through here; the worker delivers it and retries failures. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(), // 'mail' | 'sms'
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'), // 'pending' | 'sent' | 'failed'
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_channel', sql`${t.channel} in ('mail', 'sms')`),
  ],
);
