// The category tree, tags and catalog products; product search.

import { searchTerms, tsQueryText } from '@tedarik/contract/search';
import { and, asc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, FEW_MATCHES, likeEscape, preparedPerDb, rawRows } from '../../db/client';
import { catalogProducts, categories, categorySlugHistory } from '../../db/schema/catalog';
import { textMatchOf } from '../../platform/search';

export type Category = typeof categories.$inferSelect;
export type CategoryRow = Pick<Category, 'id' | 'name' | 'slug' | 'parentId'>;

const allCategories = (db: Db) => db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name));

const catalogProductRef = {
  id: catalogProducts.id,
  name: catalogProducts.name,
  slug: catalogProducts.slug,
  categoryId: catalogProducts.categoryId,
};

/** Items grouped by a key, in their order. */
function groupBy<T, K>(items: T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return (k: K) => groups.get(k) ?? [];
}

/** Top-level categories (sectors) with their direct sub-categories. */
export async function sectors(db: Db) {
  const all = await allCategories(db);
  const children = groupBy(all, (c) => c.parentId);
  return children(null).map((sector) => ({ sector, children: children(sector.id) }));
}

/** Every category with its children and its active catalog products, in two queries. */
export async function categoryListAll(db: Db) {
  const [all, products] = await Promise.all([
    allCategories(db),
    db.select().from(catalogProducts).where(eq(catalogProducts.active, true)).orderBy(asc(catalogProducts.name)),
  ]);
  const children = groupBy(all, (c) => c.parentId);
  const productsOf = groupBy(products, (p) => p.categoryId);
  return all.map((category) => ({ category, children: children(category.id), products: productsOf(category.id) }));
}

export const categoryLinks = (db: Db) => allCategories(db);

/** A category by its link (page meta). */
export async function categoryBySlug(db: Db, slug: string) {
  const [c] = await db.select().from(categories).where(eq(categories.slug, slug));
  return c;
}

/** The category a link names now, following a renamed or deleted category's old link; undefined when unknown. */
export async function categoryByOldSlug(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugHistory)
    .innerJoin(categories, eq(categories.id, categorySlugHistory.categoryId))
    .where(eq(categorySlugHistory.slug, slug));
  return row;
}

/** `(id, …)`: the category and every category below it, for `x in ${categoryAndDescendants(id)}` (`union`: a cycle ends). */
export const categoryAndDescendants = (id: number | Placeholder) =>
  sql`(with recursive sub(id) as (select ${id}::int union
    select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`;

/** The category and its ancestors, from the sector down (breadcrumbs); empty when unknown. */
export async function categoryPath(db: Db, id: number): Promise<CategoryRow[]> {
  const rows = await rawRows<{ id: number; name: string; slug: string; parent_id: number | null }>(
    db,
    sql`with recursive up as (
      select id, name, slug, parent_id, 0 as depth from categories where id = ${id}
      union all select c.id, c.name, c.slug, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
        where up.depth < 20)
    select * from up order by depth desc`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, parentId: r.parent_id }));
}

// The catalogue's search with its parameters as placeholders (catalogSearchPatterns), for prepared statements: the
// match (the phrase, or every word by a stem) and the rank (the phrase, every word as typed, the stems; names
// starting with the text first among equals).
const { search, words } = catalogProducts;
const phraseSql = sql`${search} like ${sql.placeholder('contains')}`;
export const catalogMatchSql = sql`(${phraseSql} or ${words} @@ to_tsquery('simple', ${sql.placeholder('stems')}))`;
export const catalogRankSql = [
  sql`case when ${phraseSql} then 0 when ${words} @@ to_tsquery('simple', ${sql.placeholder('exact')}) then 1 else 2 end`,
  sql`${search} like ${sql.placeholder('starts')} desc`,
];

// Planned once per connection: planning it took 1 ms, more than running it (0.4–0.7 ms at 100,000 catalog products).
// The plan for any text is the GIN indexes' (trigrams for the phrase, words for the stems), checked with
// plan_cache_mode = force_generic_plan.
const catalogSearch = preparedPerDb((db) =>
  db
    .select(catalogProductRef)
    .from(catalogProducts)
    .where(and(eq(catalogProducts.active, true), catalogMatchSql))
    .orderBy(...catalogRankSql, asc(catalogProducts.name))
    .limit(sql.placeholder('limit'))
    .prepare('catalog_search'),
);

/**
 * The header's product search: active catalog products whose name matches the text the Turkish way (platform/
 * search.ts: the phrase, or every word by its stem in any order; 'ÇELİK', 'çelik' and 'celik' alike), the phrase
 * first, then every word as typed, then by stems; names starting with the text first among equals, then by name;
 * nothing under 3 characters.
 */
export async function findCatalogProducts(db: Db, query: string, limit: number) {
  const patterns = catalogSearchPatterns(query);
  return patterns ? catalogSearch(db).execute({ ...patterns, limit }) : [];
}

/** The parameters of the catalogue's search statements for a text; undefined where it has no terms. */
export function catalogSearchPatterns(query: string) {
  const terms = searchTerms(query);
  if (!terms) return undefined;
  const q = likeEscape(terms.phrase);
  return { contains: `%${q}%`, starts: `${q}%`, stems: tsQueryText(terms), exact: tsQueryText(terms, true) };
}

/** The active catalog products right in a category, by name. */
export const catalogProductsIn = (db: Db, categoryId: number) =>
  db
    .select(catalogProductRef)
    .from(catalogProducts)
    .where(and(eq(catalogProducts.categoryId, categoryId), eq(catalogProducts.active, true)))
    .orderBy(asc(catalogProducts.name));

/**
 * Catalog products whose name matches `text` the Turkish way (platform/search.ts), served by the GIN indexes; for any
 * query that joins catalog_products. Nothing matches under 3 characters.
 */
export const catalogProductMatches = (text: string) => textMatchOf(catalogProducts, text);

export async function catalogProduct(db: Db, id: number) {
  const [p] = await db.select().from(catalogProducts).where(eq(catalogProducts.id, id));
  return p;
}

/** Every active catalog product with its category's name, by category then name (the back-office's choice). */
export const catalogChoices = (db: Db) =>
  db
    .select({ id: catalogProducts.id, name: catalogProducts.name, category: categories.name })
    .from(catalogProducts)
    .innerJoin(categories, eq(categories.id, catalogProducts.categoryId))
    .where(eq(catalogProducts.active, true))
    .orderBy(asc(categories.name), asc(catalogProducts.name));

/** How many of the categories where most of a search's results are a page shows. */
export const TOP_CATEGORIES = 5;

/** A category where a search found results, with how many. */
export type CategoryCount = CategoryRow & { count: number };

/**
 * The results of a search counted by category (`found`: a query of `category_id` and `n`, how many results are in it,
 * one row per result or per group), as a statement of one row per category (id, name, slug, parent_id, count); a
 * statement that also reads the results' page holds it (fewMatchesPage), or countsByCategory runs it.
 */
export const categoryCountsSql = (found: SQLWrapper) =>
  sql`select c.id, c.name, c.slug, c.parent_id, f.count::int as count
      from (select category_id as id, sum(n) as count from (${found}) found group by 1) f
      join ${categories} c on c.id = f.id
      order by f.count desc, c.name`;

type CategoryCountSqlRow = { id: number; name: string; slug: string; parent_id: number | null; count: number };

/** categoryCountsSql's rows: their total and the TOP_CATEGORIES categories most results are in, the most first. */
export function categoryCountsOf(rows: CategoryCountSqlRow[]) {
  return {
    total: rows.reduce((sum, r) => sum + r.count, 0),
    categories: rows
      .slice(0, TOP_CATEGORIES)
      .map((r) => ({ id: r.id, name: r.name, slug: r.slug, parentId: r.parent_id, count: r.count })),
  };
}

/** The results of a search counted by category (categoryCountsSql) in one statement, over the rows a count reads. */
export const countsByCategory = async (db: Db, found: SQLWrapper) =>
  categoryCountsOf(await rawRows<CategoryCountSqlRow>(db, categoryCountsSql(found)));

/**
 * A page of what a typed text finds by catalog product (requests, products), ranked, and its category counts, in one
 * statement when the text matched few catalog products (up to FEW_MATCHES): `matched_catalog`, the catalog products of
 * `catalog` (a match, platform/search.ts) with their category and `rank`; `results`, a query over it giving each
 * result's id, created_at, category_id and rank, read whole (a few thousand rows at most) and only when few matched;
 * then the page (by rank, the newest first) and the counts from those rows. `matched` says how many catalog products
 * matched (FEW_MATCHES + 1: more, and nothing else was read: the caller's statement for common texts then runs).
 * As separate statements the planner walked the newest rows of the whole table for a text with few results, and a
 * capped count beside the page read the same rows again (decision 0063).
 */
export async function fewMatchesPage(
  db: Db,
  catalog: SQL | undefined,
  rank: SQL<number>,
  results: SQL,
  page: { limit: number; offset: number },
) {
  const [row] = await rawRows<{ matched: number; ids: number[]; counts: CategoryCountSqlRow[] }>(
    db,
    sql`with matched_catalog as materialized (select id, category_id, ${rank} as rank from ${catalogProducts}
        where ${catalog} limit ${FEW_MATCHES + 1}),
      matched as materialized (select * from (${results}) r where (select count(*) from matched_catalog) <= ${FEW_MATCHES})
      select (select count(*) from matched_catalog)::int as matched,
        array(select id from matched order by rank, created_at desc, id desc limit ${page.limit}
          offset ${page.offset}) as ids,
        array(select row_to_json(c) from (${categoryCountsSql(
          sql`select category_id, count(*) as n from matched group by 1`,
        )}) c) as counts`,
  );
  return { matched: row.matched, ids: row.ids.map((id) => ({ id: Number(id) })), counts: categoryCountsOf(row.counts) };
}
