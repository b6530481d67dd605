// The catalogue as the administrator changes it (admin spec §2 "Categories, tags, category products", §7): the tree
// (three statements, whatever its size), category writes whose links stay answering (a renamed or deleted category's
// old link redirects), deletes that move what a category holds to its parent and never lose a request or a product,
// tags, and catalog products with their uses.
import { CATALOG_MSG, CATEGORY_PRODUCTS_PAGE } from '@tedarik/contract/catalog/admin';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold, slugify } from '@tedarik/contract/text';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client';
import { catalogProducts, categories, categorySlugHistory, categoryTags } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { products } from '../../db/schema/products';
import { AppError, notFound } from '../../platform/errors';
import { pageCount } from '../../platform/paging';
import { pageWindow } from '../../platform/unpaged';
import { catalogProductMatches } from './service';

type Category = typeof categories.$inferSelect;
type Tag = typeof categoryTags.$inferSelect;

/** Every category with its tags and the number of catalog products directly in it. */
export async function categoriesWithCounts(db: Db) {
  const [all, tags, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name)),
    db.select().from(categoryTags).orderBy(asc(categoryTags.id)),
    db.select({ id: catalogProducts.categoryId, n: count() }).from(catalogProducts).groupBy(catalogProducts.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.id, c.n]));
  const tagsOf = new Map<number, Tag[]>();
  for (const t of tags) tagsOf.set(t.categoryId, [...(tagsOf.get(t.categoryId) ?? []), t]);
  const childrenOf = new Map<number | null, Category[]>();
  for (const c of all) childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c]);
  // products in a category and below it, children first (a cycle cannot occur: moves refuse it)
  const below = new Map<number, number>();
  const total = (c: Category, seen = new Set<number>()): number => {
    if (below.has(c.id)) return below.get(c.id) as number;
    if (seen.has(c.id)) return 0;
    seen.add(c.id);
    const n = (own.get(c.id) ?? 0) + (childrenOf.get(c.id) ?? []).reduce((sum, k) => sum + total(k, seen), 0);
    below.set(c.id, n);
    return n;
  };
  const byId = new Map(all.map((c) => [c.id, c]));
  return all.map((c) => ({
    category: c,
    parentName: c.parentId === null ? '' : (byId.get(c.parentId)?.name ?? ''),
    tags: tagsOf.get(c.id) ?? [],
    productsBelow: total(c),
    children: (childrenOf.get(c.id) ?? []).map((k) => k.id),
  }));
}
export type CategoryEntry = Awaited<ReturnType<typeof categoriesWithCounts>>[number];

/** A link of its own, from the name the Turkish way ('Çelik Ürünleri' → 'celik-urunleri'), -2, -3 … when taken. */
async function freeSlug(tx: Db | Tx, name: string, table: 'categories' | 'catalog_products') {
  const base = slugify(name) || 'kategori';
  const taken = new Set(
    (
      await rawRows<{ slug: string }>(
        tx as Db,
        table === 'categories'
          ? sql`select slug from categories where slug = ${base} or slug like ${`${base}-%`}
              union select slug from category_slug_history where slug = ${base} or slug like ${`${base}-%`}`
          : sql`select slug from catalog_products where slug = ${base} or slug like ${`${base}-%`}`,
      )
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

async function categoryRow(tx: Db | Tx, id: number, lock = false) {
  const query = tx.select().from(categories).where(eq(categories.id, id));
  const [c] = lock ? await query.for('update') : await query;
  if (!c) throw notFound(CATALOG_MSG.notFound);
  return c;
}

/** `parentId` 0 is the top level; any other must exist. */
async function parentOf(tx: Db | Tx, parentId: number) {
  if (parentId === 0) return null;
  const [p] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
  if (!p) throw new AppError(CATALOG_MSG.parentNotFound);
  return p.id;
}

// Category writes take a transaction-wide lock on the tree, so two moves at once cannot make a cycle and two adds
// cannot take one link.
const lockTree = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(4711001)`);

export const addCategory = (db: Db, name: string, parentId: number) =>
  db.transaction(async (tx) => {
    await lockTree(tx);
    const parent = await parentOf(tx, parentId);
    await tx.insert(categories).values({
      name,
      slug: await freeSlug(tx, name, 'categories'),
      parentId: parent,
      search: fold(name),
    });
  });

/** A new name and link; the old link keeps answering with a redirect to the new one. */
export const renameCategory = (db: Db, id: number, name: string) =>
  db.transaction(async (tx) => {
    await lockTree(tx);
    const c = await categoryRow(tx, id, true);
    const slug = slugify(name) === slugify(c.name) ? c.slug : await freeSlug(tx, name, 'categories');
    if (slug !== c.slug) {
      await tx
        .insert(categorySlugHistory)
        .values({ slug: c.slug, categoryId: id })
        .onConflictDoUpdate({ target: categorySlugHistory.slug, set: { categoryId: id } });
      await tx.delete(categorySlugHistory).where(eq(categorySlugHistory.slug, slug));
    }
    await tx
      .update(categories)
      .set({ name, slug, search: fold(name) })
      .where(eq(categories.id, id));
  });

/** Under another category (0: to the top); never under itself or one of its descendants. */
export const moveCategory = (db: Db, id: number, parentId: number) =>
  db.transaction(async (tx) => {
    await lockTree(tx);
    await categoryRow(tx, id, true);
    const parent = await parentOf(tx, parentId);
    if (parent !== null) {
      const [inside] = await rawRows<{ yes: boolean }>(
        tx as unknown as Db,
        sql`with recursive sub(id) as (select ${id}::int union select c.id from categories c join sub on c.parent_id = sub.id)
          select exists (select 1 from sub where id = ${parent}) as yes`,
      );
      if (inside.yes) throw new AppError(CATALOG_MSG.intoItself);
    }
    await tx.update(categories).set({ parentId: parent }).where(eq(categories.id, id));
  });

/**
 * Deleting moves, never loses: the category's sub-categories, catalog products (with their requests and company
 * products, which point at them) and tags go to its parent, and its links redirect there, in one transaction. A
 * top-level category has no parent to take them: it is deleted only when it holds nothing.
 */
export const deleteCategory = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    await lockTree(tx);
    const c = await categoryRow(tx, id, true);
    if (c.parentId === null) {
      const [{ n }] = await rawRows<{ n: number }>(
        tx as unknown as Db,
        sql`select ((select count(*) from categories where parent_id = ${id})
          + (select count(*) from catalog_products where category_id = ${id}))::int as n`,
      );
      if (n > 0) throw new AppError(CATALOG_MSG.topNotEmpty);
      await tx.delete(categories).where(eq(categories.id, id)); // its tags and old links go with it
      return;
    }
    const parent = c.parentId;
    await tx.update(categories).set({ parentId: parent }).where(eq(categories.parentId, id));
    await tx.update(catalogProducts).set({ categoryId: parent }).where(eq(catalogProducts.categoryId, id));
    await tx.update(categoryTags).set({ categoryId: parent }).where(eq(categoryTags.categoryId, id));
    await tx.update(categorySlugHistory).set({ categoryId: parent }).where(eq(categorySlugHistory.categoryId, id));
    await tx.update(members).set({ sectorId: parent }).where(eq(members.sectorId, id));
    await tx.delete(categories).where(eq(categories.id, id));
    await tx.insert(categorySlugHistory).values({ slug: c.slug, categoryId: parent }).onConflictDoNothing();
  });

// ── tags ─────────────────────────────────────────────────────────────────────────────────────────────────────────
export async function tagsOf(db: Db, categoryId: number) {
  await categoryRow(db, categoryId);
  return db.select().from(categoryTags).where(eq(categoryTags.categoryId, categoryId)).orderBy(asc(categoryTags.id));
}

export async function addTag(db: Db, categoryId: number, name: string) {
  await categoryRow(db, categoryId);
  await db.insert(categoryTags).values({ categoryId, name });
}

/** A tag of this category renamed or deleted; another category's tag is not found. */
export async function changeTag(db: Db, categoryId: number, tagId: number, name: string | null) {
  const mine = and(eq(categoryTags.id, tagId), eq(categoryTags.categoryId, categoryId));
  const [done] =
    name === null
      ? await db.delete(categoryTags).where(mine).returning({ id: categoryTags.id })
      : await db.update(categoryTags).set({ name }).where(mine).returning({ id: categoryTags.id });
  if (!done) throw new AppError(CATALOG_MSG.tagFailed, 404);
}

// ── catalog products ─────────────────────────────────────────────────────────────────────────────────────────────
// written out: drizzle leaves a single table's columns unqualified, which these sub-selects would misread
const requestUses = sql<number>`(select count(*) from requests r where r.catalog_product_id = catalog_products.id)::int`;
const productUses = sql<number>`(select count(*) from products p where p.catalog_product_id = catalog_products.id)::int`;

/**
 * A category's own catalog products (or, without one, all of them), searched by name from 3 letters: 100 a page, or
 * without a page all of them up to the ceiling (platform/unpaged.ts; the total is counted here anyway).
 */
export async function categoryProducts(db: Db, opts: { categoryId?: number; page?: number; text?: string }) {
  const category = opts.categoryId === undefined ? undefined : await categoryRow(db, opts.categoryId);
  const text = (opts.text ?? '').trim();
  const where = and(
    category ? eq(catalogProducts.categoryId, category.id) : undefined,
    fold(text).length >= SEARCH_MIN_CHARS ? catalogProductMatches(text) : undefined,
  );
  const size = CATEGORY_PRODUCTS_PAGE;
  const { limit, offset } = pageWindow(opts.page, size);
  const [rows, [totals], tags, hasChildren, paths] = await Promise.all([
    db
      .select({ product: catalogProducts, requests: requestUses, products: productUses })
      .from(catalogProducts)
      .where(where)
      .orderBy(asc(catalogProducts.name), asc(catalogProducts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        all: count(),
        filled: sql<number>`count(*) filter (where exists (select 1 from products p
          where p.catalog_product_id = catalog_products.id))::int`,
      })
      .from(catalogProducts)
      .where(where),
    category ? db.select().from(categoryTags).where(eq(categoryTags.categoryId, category.id)) : [],
    category ? db.$count(categories, eq(categories.parentId, category.id)) : 0,
    categoryPaths(db),
  ]);
  return {
    category: category && { ...category, hasChildren: hasChildren > 0 },
    tags,
    rows: rows.map((r) => ({ ...r, path: paths.get(r.product.categoryId) ?? '' })),
    total: totals.all,
    filled: totals.filled,
    pages: pageCount(totals.all, size),
    page: opts.page ?? 1,
  };
}

/** Every category's path from its sector, 'Sector > Category' (one statement). */
async function categoryPaths(db: Db) {
  const all = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories);
  const byId = new Map(all.map((c) => [c.id, c]));
  const path = (id: number): string => {
    const names: string[] = [];
    for (let c = byId.get(id), depth = 0; c && depth < 20; c = c.parentId ? byId.get(c.parentId) : undefined, depth++)
      names.unshift(c.name);
    return names.join(' > ');
  };
  return new Map(all.map((c) => [c.id, path(c.id)]));
}

export const addCatalogProduct = (db: Db, categoryId: number, name: string) =>
  db.transaction(async (tx) => {
    await categoryRow(tx, categoryId);
    await tx.execute(sql`select pg_advisory_xact_lock(4711002)`); // one link per name at a time
    await tx.insert(catalogProducts).values({
      categoryId,
      name,
      slug: await freeSlug(tx, name, 'catalog_products'),
      search: fold(name),
    });
  });

/** The category's product, or 404 (a product of another category is not found through this one). */
async function productIn(tx: Db | Tx, categoryId: number, id: number) {
  const [p] = await tx
    .select()
    .from(catalogProducts)
    .where(and(eq(catalogProducts.id, id), eq(catalogProducts.categoryId, categoryId)));
  if (!p) throw notFound(CATALOG_MSG.productNotFound);
  return p;
}

/** Name and state; an inactive product cannot be chosen for new requests and products but keeps its existing ones. */
export const updateCatalogProduct = (db: Db, categoryId: number, id: number, name: string, active: boolean) =>
  db.transaction(async (tx) => {
    const p = await productIn(tx, categoryId, id);
    if (p.name !== name) await tx.execute(sql`select pg_advisory_xact_lock(4711002)`);
    const slug = p.name === name ? p.slug : await freeSlug(tx, name, 'catalog_products');
    await tx
      .update(catalogProducts)
      .set({ name, slug, active, search: fold(name) })
      .where(eq(catalogProducts.id, id));
  });

/** Only a product no request and no company product names. */
export const deleteCatalogProduct = (db: Db, categoryId: number, id: number) =>
  db.transaction(async (tx) => {
    await productIn(tx, categoryId, id);
    await tx.execute(sql`select 1 from catalog_products where id = ${id} for update`);
    const [uses] = await tx
      .select({ requests: requestUses, products: productUses })
      .from(catalogProducts)
      .where(eq(catalogProducts.id, id));
    if (uses.requests > 0 || uses.products > 0) throw new AppError(CATALOG_MSG.productInUse);
    await tx.delete(catalogProducts).where(eq(catalogProducts.id, id));
  });

/** To a category without sub-categories (the move picker's rule); its requests and company products follow it. */
export const moveCatalogProduct = (db: Db, categoryId: number, id: number, targetId: number) =>
  db.transaction(async (tx) => {
    await productIn(tx, categoryId, id);
    await categoryRow(tx, targetId);
    if (await tx.$count(categories, eq(categories.parentId, targetId)))
      throw new AppError(CATALOG_MSG.targetHasChildren);
    await tx.update(catalogProducts).set({ categoryId: targetId }).where(eq(catalogProducts.id, id));
  });

/** The companies' products under a catalog product, with their companies and image counts. */
export async function companyProductsUnder(db: Db, catalogProductId: number) {
  const [catalog] = await db
    .select({ name: catalogProducts.name, categoryId: catalogProducts.categoryId })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, catalogProductId));
  if (!catalog) throw notFound(CATALOG_MSG.productNotFound);
  const [rows, paths] = await Promise.all([
    db
      .select({
        product: { id: products.id, name: products.name, active: products.active },
        company: { id: members.id, name: members.companyName, active: members.active },
        images: sql<number>`(select count(*) from product_images pi where pi.product_id = products.id)::int`,
      })
      .from(products)
      .innerJoin(members, eq(members.id, products.memberId))
      .where(eq(products.catalogProductId, catalogProductId))
      .orderBy(asc(members.companyName), asc(products.id))
      .limit(1000),
    categoryPaths(db),
  ]);
  return { title: `${paths.get(catalog.categoryId) ?? ''} > ${catalog.name}`, rows };
}
