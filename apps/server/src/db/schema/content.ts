import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

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
