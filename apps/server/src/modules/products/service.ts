// Company products as the public site shows them: the product list and the product page.

import { SEARCH_SUGGESTIONS_MAX } from '@tedarik/contract/catalog/public';
import { PAGE_SIZE, SEARCH_MAX_SUGGESTIONS } from '@tedarik/contract/constants';
import { matchedRanges, searchTerms } from '@tedarik/contract/search';
import { and, asc, between, count, desc, eq, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, matchedIds, preparedPerDb } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { productImages, products } from '../../db/schema/products';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { offsetOf, pageCount } from '../../platform/paging';
import { searchOrCorrected, textMatch, textRank } from '../../platform/search';
import {
  type CategoryCount,
  catalogMatchSql,
  catalogRankSql,
  catalogSearchPatterns,
  categoryAndDescendants,
  countsByCategory,
} from '../catalog/service';
import { publishingCompanyRowByRowSql, publishingCompanySql } from '../packages/service';

/**
 * A product is public when it and its catalog product are active and its company publishes (publishingCompanySql).
 * For queries that join products, catalog_products and members.
 */
const publicProductOf = (publishing: SQL) => sql`(${products.active} and ${catalogProducts.active} and ${publishing})`;
const publicProductSql = publicProductOf(publishingCompanySql);

export function cardQuery(db: Db) {
  return db
    .select({
      id: products.id,
      name: products.name,
      image: sql<string | null>`(select pi.path from product_images pi where pi.product_id = products.id
        order by pi.sort, pi.slot limit 1)`,
      catalogId: catalogProducts.id,
      catalogName: catalogProducts.name,
      companyId: members.id,
      company: members.companyName,
      companySlug: members.slug,
      logo: members.logo,
    })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .innerJoin(members, eq(members.id, products.memberId));
}
/** A product as its card shows it (the wire shape is in ./wire). */
export type ProductCardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

// Planned once per connection, as the catalogue's search (catalog/service.ts). The names the text finds, in their
// order, are a subquery of their own ('offset 0': PostgreSQL keeps it apart), read until five have a public product:
// a text found in thousands of names checks few of them, not all before sorting.
const suggestions = preparedPerDb((db) => {
  const found = db
    .select({
      id: catalogProducts.id,
      name: catalogProducts.name,
      slug: catalogProducts.slug,
    })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.active, true), catalogMatchSql))
    .orderBy(...catalogRankSql, asc(catalogProducts.name))
    .offset(0)
    .as('found');
  return db
    .select({ id: found.id, name: found.name, slug: found.slug })
    .from(found)
    .where(
      sql`exists (select 1 from ${products}
        join ${catalogProducts} on ${catalogProducts.id} = ${products.catalogProductId}
        join ${members} on ${members.id} = ${products.memberId}
        where ${products.catalogProductId} = ${found.id} and ${publicProductOf(publishingCompanyRowByRowSql)})`,
    )
    .limit(sql.placeholder('limit'))
    .prepare('catalog_suggestions');
});

/**
 * The header's suggestions (GET /api/urunAra): the catalog products the catalogue's search finds for the text (names
 * starting with it first, then by name; nothing under 3 characters) that have a public product. A suggestion opens
 * that catalog product's product list, which must not be empty (issue 47 item 23); a name with no product stays in
 * the forms' search of the catalogue, where a request may name it.
 */
export async function suggestCatalogProducts(db: Db, text: string, limit = SEARCH_MAX_SUGGESTIONS) {
  const patterns = catalogSearchPatterns(text);
  return patterns ? suggestions(db).execute({ ...patterns, limit }) : [];
}

/**
 * The header's suggestions beyond the spec (GET /api/v2/search/suggestions): as many as SEARCH_SUGGESTIONS_MAX, each
 * with where it matched; where the text finds nothing, those of the corrected text and the correction.
 */
export async function searchSuggestions(db: Db, text: string) {
  const { result, suggestion } = await searchOrCorrected(
    db,
    text,
    (t) => suggestCatalogProducts(db, t, SEARCH_SUGGESTIONS_MAX),
    (items) => items.length > 0,
  );
  const terms = searchTerms(suggestion ?? text);
  return {
    items: result.map((r) => ({ ...r, marks: terms ? matchedRanges(r.name, terms) : [] })),
    suggestion: suggestion ?? null,
  };
}

/** The product list's total stops here (the pager then offers 417 pages of 24). */
export const PRODUCT_COUNT_CAP = 10_000;

/**
 * One page of public products, newest first, under a category and/or of one catalog product; or of a typed text's
 * catalog products (platform/search.ts), ranked (the phrase in the name first, then every word as typed, then by
 * stems; newest first among equals), with the categories most of them are in. A text that matched few catalog products
 * is read by productSearchPage (./search.ts) in one statement; this reads a common one.
 */
export async function productPageOf(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  opts: { categoryId?: number; catalogProductId?: number; text?: string; page: number },
): Promise<{ rows: ProductCardRow[]; total: number; pages: number; categories: CategoryCount[] }> {
  const size = PAGE_SIZE.products;
  const terms = opts.text ? searchTerms(opts.text) : undefined;
  // A search is given its catalog products' ids (matchedIds) and checks each product's company row by row (decision
  // 0029). Given the text, with the companies joined, PostgreSQL read all 200,000 products in their companies' order
  // for some texts: 320–350 ms at 1M for a text one catalog product has, or 334, or 4,010; 0.2–18 ms now. It guesses
  // that one product in a hundred has a publishing company (a company is one member in ten, one member in ten holds a
  // package), when all products are companies' and most of them publish.
  const catalog = terms ? await matchedIds(db, catalogProducts, textMatch(catalogProducts, terms)) : undefined;
  if (opts.text && (!catalog || (Array.isArray(catalog) && !catalog.length)))
    return { rows: [], total: 0, pages: pageCount(0, size), categories: [] };
  const filters: SQL[] = [catalog ? publicProductOf(publishingCompanyRowByRowSql) : publicProductSql];
  if (catalog) filters.push(inArray(products.catalogProductId, catalog));
  if (opts.categoryId) filters.push(sql`${catalogProducts.categoryId} in ${categoryAndDescendants(opts.categoryId)}`);
  if (opts.catalogProductId) filters.push(eq(products.catalogProductId, opts.catalogProductId));
  const where = and(...filters);
  const [rows, counts] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(...(terms ? [textRank(catalogProducts, terms)] : []), desc(products.createdAt), desc(products.id))
      .limit(size)
      .offset(offsetOf(opts.page, size)),
    // Counted up to PRODUCT_COUNT_CAP: whether a product is public depends on its company's package dates, so no
    // trigger can keep the total, and counting 200,000 public products took 445 ms and held a pooled connection.
    // Counting to the cap still takes 10 ms at 200,000, so a list's total is cached like a public answer. The same
    // count, by category, gives a search its top categories.
    cache.value(
      `product-total:${JSON.stringify([opts.categoryId, opts.catalogProductId, opts.text])}`,
      { tags: [tag.public] },
      async () => {
        const counted = await countsByCategory(
          db,
          db
            .select({ categoryId: catalogProducts.categoryId, n: sql`1`.as('n') })
            .from(products)
            .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
            .innerJoin(members, eq(members.id, products.memberId))
            .where(where)
            .limit(PRODUCT_COUNT_CAP),
        );
        return opts.text ? counted : { ...counted, categories: [] };
      },
    ),
  ]);
  return { rows, total: counts.total, pages: pageCount(counts.total, size), categories: counts.categories };
}

/** A company's public products (its company page). */
export const companyProducts = (db: Db, memberId: number) =>
  cardQuery(db)
    .where(and(publicProductSql, eq(products.memberId, memberId)))
    .orderBy(desc(products.createdAt), desc(products.id));

/** A public product with its catalog product, category, company, images and the company's other products. */
export async function companyProductPage(db: Db, id: number) {
  const [row] = await db
    .select({ product: products, catalogProduct: catalogProducts, category: categories, company: members })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .innerJoin(categories, eq(categories.id, catalogProducts.categoryId))
    .innerJoin(members, eq(members.id, products.memberId))
    .where(and(publicProductSql, eq(products.id, id)));
  if (!row) return undefined;
  const [images, others] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.slot)),
    cardQuery(db)
      .where(and(publicProductSql, eq(products.memberId, row.company.id), ne(products.id, id)))
      .orderBy(desc(products.createdAt))
      .limit(4),
  ]);
  return { ...row, images, others };
}

/** Public products' id, name, text and company whose id is in [from, to] (page meta, sitemap). */
function publicProductRows(db: Db, from: number, to = from) {
  return db
    .select({
      id: products.id,
      name: products.name,
      detail: products.detail,
      company: members.companyName,
      companyId: members.id,
      companySlug: members.slug,
    })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .innerJoin(members, eq(members.id, products.memberId))
    .where(and(publicProductSql, between(products.id, from, to)));
}

export const visibleProductCount = (db: Db) =>
  db
    .select({ n: count() })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .innerJoin(members, eq(members.id, products.memberId))
    .where(publicProductSql)
    .then(([r]) => r.n);

/** A public product's name, text and company (page meta); undefined when it is not public. */
export const publicProductSummary = async (db: Db, id: number) => (await publicProductRows(db, id))[0];

/** The public products whose id is in [from, to] (a sitemap part). */
export const publicProductLinks = (db: Db, from: number, to: number) => publicProductRows(db, from, to);

/**
 * `(member ids)` of the companies with an open product under a catalog product: who may offer on its requests (with
 * a running package) and who hears of them (DESIGN §4 "Matching").
 */
export const offeringMembersSql = (catalogProductId: number | SQL) =>
  sql`(select p.member_id from products p where p.active and p.catalog_product_id = ${catalogProductId})`;

/** `(catalog product ids)` the member has an open product under (the requests it may offer on). */
export const offeredCatalogProductsSql = (memberId: number | Placeholder | SQL) =>
  sql`(select p.catalog_product_id from products p where p.active and p.member_id = ${memberId})`;

/** The member's open products. */
export const openProductCount = (db: Db, memberId: number) =>
  db.$count(products, and(eq(products.memberId, memberId), eq(products.active, true)));

/** The member's products, open or closed (the back-office member page). */
export const memberProductCount = (db: Db, memberId: number) => db.$count(products, eq(products.memberId, memberId));

/** Every company product (the back-office counters). */
export const productCount = (db: Db) => db.$count(products);
