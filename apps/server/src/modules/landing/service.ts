// The manufacturers' landing pages (issue 52 item 1): the public companies with an open product in a category's
// subtree, in a province or anywhere, each with its badges, rating and newest products there. Built for a million
// rows: the category's subtree is read once as ids (thousands of categories at most); a page's companies are read
// from the subtree's catalog products (catalog_products_category_idx) → their open products (products_catalog_idx)
// → the companies by key, then filtered by province and package; the total is counted up to a cap and cached.
import { LANDING_MSG, LANDING_PAGE_SIZE, LANDING_PRODUCTS, provinceLink } from '@tedarik/contract/landing/public';
import { eq, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { cities } from '../../db/schema/places';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { offsetOf, pageCount } from '../../platform/paging';
import { categoryAndDescendants, categoryBySlug, categoryPath } from '../catalog/service';
import { publishingCompanyRowByRowSql, publishingCompanySql } from '../packages/service';
import { reputationsOf } from '../reputation/service';
import { badgesOf } from '../verification/service';

/** Türkiye: the provinces of the landing pages are its 81 (cities keep their plate numbers). */
const TURKIYE = 223;
/** A landing page's total stops here (the pager then offers 334 pages of 30). */
export const LANDING_COUNT_CAP = 10_000;

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The 81 provinces with their links, by link (read once per call: 81 short rows). */
export async function provinces(db: Db) {
  const rows = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.countryId, TURKIYE));
  return rows.map((c) => ({ ...c, slug: provinceLink(c.name) }));
}

export async function provinceBySlug(db: Db, slug: string) {
  return (await provinces(db)).find((p) => p.slug === slug.toLowerCase());
}

/** The category and every category below it, as ids. */
const subtreeOf = async (db: Db, categoryId: number) =>
  (await rawRows<{ id: number }>(db, sql`select id from ${categoryAndDescendants(categoryId)} as sub(id)`)).map((r) =>
    Number(r.id),
  );

/** `members.id in (…)`: the companies with an open product of an active catalog product in these categories. */
const offeringIn = (categoryIds: readonly number[]) =>
  sql`members.id in (select p.member_id from products p join catalog_products cp on cp.id = p.catalog_product_id
    where cp.category_id = any(${intArray(categoryIds)}) and cp.active and p.active)`;

// the package checked row by row (decision 0029): joined, PostgreSQL read every subscription (49 ms against 19 ms for
// a rare province's page at 200,000 members)
const companiesWhere = (categoryIds: readonly number[], cityId: number | undefined) =>
  sql`${publishingCompanyRowByRowSql} and ${cityId === undefined ? sql`true` : sql`members.city_id = ${cityId}`}
    and ${offeringIn(categoryIds)}`;

/** The category and province a landing page's links name; 404 for an unknown one. */
export async function landingPlace(db: Db, categorySlug: string, provinceSlug?: string) {
  const category = await categoryBySlug(db, categorySlug.toLowerCase());
  if (!category) throw notFound(LANDING_MSG.category);
  const province = provinceSlug === undefined ? undefined : await provinceBySlug(db, provinceSlug);
  if (provinceSlug !== undefined && !province) throw notFound(LANDING_MSG.province);
  return { category, province };
}

type CompanyRow = { id: number; name: string; slug: string; logo: string | null; city: string | null };
type ProductRow = { member_id: number; id: number; name: string; image: string | null };

/** One page of a landing page: its companies newest first, each with its badges, rating and products there. */
export async function landingPage(
  { db, cache, clock }: Pick<AppContext, 'db' | 'cache' | 'clock'>,
  opts: { category: string; province?: string; page: number },
) {
  const { category, province } = await landingPlace(db, opts.category, opts.province);
  const subtree = await subtreeOf(db, category.id);
  const where = companiesWhere(subtree, province?.id);
  const size = LANDING_PAGE_SIZE;
  const [companies, total, path] = await Promise.all([
    rawRows<CompanyRow>(
      db,
      sql`select members.id, members.company_name as name, members.slug, members.logo, c.name as city
        from members left join cities c on c.id = members.city_id
        where ${where} order by members.id desc limit ${size} offset ${offsetOf(opts.page, size)}`,
    ),
    cache.value(`landing-total:${category.id}:${province?.id ?? ''}`, { tags: [tag.public] }, async () => {
      const [r] = await rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from members where ${where} limit ${LANDING_COUNT_CAP}) capped`,
      );
      return Number(r.n);
    }),
    categoryPath(db, category.id),
  ]);
  const ids = companies.map((c) => Number(c.id));
  const [products, badges, reputations] = await Promise.all([
    ids.length
      ? rawRows<ProductRow>(
          db,
          // each company's newest open products in the subtree: one index range per company (products_member_idx)
          sql`select m.id as member_id, x.id, x.name, x.image from unnest(${intArray(ids)}) as m(id)
            cross join lateral (select p.id, p.name, (select pi.path from product_images pi where pi.product_id = p.id
                order by pi.sort, pi.slot limit 1) as image
              from products p join catalog_products cp on cp.id = p.catalog_product_id
              where p.member_id = m.id and p.active and cp.active and cp.category_id = any(${intArray(subtree)})
              order by p.created_at desc, p.id desc limit ${LANDING_PRODUCTS}) x`,
        )
      : Promise.resolve([]),
    badgesOf(db, ids, clock.now()),
    reputationsOf(db, ids),
  ]);
  return {
    category,
    path,
    province,
    page: opts.page,
    total,
    pages: pageCount(total, size),
    companies: companies.map((c) => ({
      ...c,
      id: Number(c.id),
      badges: badges.get(Number(c.id)),
      reputation: reputations.get(Number(c.id)),
      products: products.filter((p) => Number(p.member_id) === Number(c.id)),
    })),
  };
}
export type LandingPageData = Awaited<ReturnType<typeof landingPage>>;

/**
 * Every (category, province) pair whose landing page lists a company, and every category with one anywhere (the
 * sitemap): one pass over the open products grouped by their catalog product's category and the company's city, each
 * category then counted for itself and its ancestors.
 */
export async function indexableLandings(db: Db) {
  const rows = await rawRows<{ category_id: number; city_id: number | null }>(
    db,
    sql`select distinct cp.category_id, members.city_id
      from products p join catalog_products cp on cp.id = p.catalog_product_id
      join members on members.id = p.member_id
      where p.active and cp.active and ${publishingCompanySql}`,
  );
  const parents = new Map(
    (
      await rawRows<{ id: number; parent_id: number | null; slug: string }>(
        db,
        sql`select id, parent_id, slug from categories`,
      )
    ).map((c) => [Number(c.id), c]),
  );
  const byId = new Map((await provinces(db)).map((p) => [p.id, p]));
  const pairs = new Map<string, [string, string]>();
  const categories = new Set<string>();
  for (const r of rows) {
    const city = r.city_id === null ? undefined : byId.get(Number(r.city_id));
    // the category and its ancestors, at most 20 up (a cycle ends)
    let id: number | null = Number(r.category_id);
    for (let depth = 0; id !== null && depth < 20; depth++) {
      const c = parents.get(id);
      if (!c) break;
      categories.add(c.slug);
      if (city) pairs.set(`${c.slug}/${city.slug}`, [c.slug, city.slug]);
      id = c.parent_id === null ? null : Number(c.parent_id);
    }
  }
  return {
    categories: [...categories].sort(),
    pairs: [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, pair]) => pair),
  };
}
