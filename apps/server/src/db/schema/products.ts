import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { catalogProducts } from './catalog';
import { createdAt, id } from './columns';
import { members } from './members';

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
