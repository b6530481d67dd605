import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, searchWords, trigram, wordsIndex } from './columns';

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

/** A link a category had before it was renamed or deleted: it answers with a permanent redirect to `categoryId`. */
export const categorySlugHistory = pgTable('category_slug_history', {
  slug: text('slug').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

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
    words: searchWords(),
  },
  (t) => [
    index('catalog_products_category_idx').on(t.categoryId),
    uniqueIndex('catalog_products_slug_idx').on(t.slug),
    trigram('catalog_products_search_idx', t.search),
    wordsIndex('catalog_products_words_idx', t.words),
  ],
);

/**
 * The words of the catalogue's names (kept by a trigger on catalog_products): the words a search knows, and from
 * which a typo's closest words are offered ('Bunu mu demek istediniz: …?', decision 0063).
 */
export const searchVocabulary = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  trigram('search_words_trgm_idx', t.word),
]);
