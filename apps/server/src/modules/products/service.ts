// Company products as the public site shows them: the product list and the product page.

import type { CompanyProductPage, ProductCard } from '@tedarik/contract/catalog';
import { PAGE_SIZE } from '@tedarik/contract/constants';
import { slugify } from '@tedarik/contract/text';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { productImages, products } from '../../db/schema/products';
import { thumbOf } from '../../platform/images';
import { offsetOf, pageCount } from '../../platform/paging';
import { categoryAndDescendants, categoryRef } from '../catalog/service';
import { publishingCompanySql } from '../packages/service';

/** Public: the product and its catalog product are active and its company publishes (see publishingCompanySql). */
const visible = sql`(${products.active} and ${catalogProducts.active} and ${publishingCompanySql})`;

function cardQuery(db: Db) {
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
type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export const toCard = (r: CardRow): ProductCard => ({
  id: r.id,
  urunAd: r.name,
  link: slugify(r.name),
  gorsel: r.image && thumbOf(r.image),
  katUrun: { id: r.catalogId, urunAd: r.catalogName },
  firma: { id: r.companyId, firmaad: r.company, firmalinq: r.companySlug, logo: r.logo },
});

/** One page of public products, newest first, under a category and/or of one catalog product. */
export async function productPage(db: Db, opts: { categoryId?: number; catalogProductId?: number; page: number }) {
  const filters: SQL[] = [visible];
  if (opts.categoryId) filters.push(sql`${catalogProducts.categoryId} in ${categoryAndDescendants(opts.categoryId)}`);
  if (opts.catalogProductId) filters.push(eq(products.catalogProductId, opts.catalogProductId));
  const where = and(...filters);
  const size = PAGE_SIZE.products;
  const [rows, [{ total }]] = await Promise.all([
    cardQuery(db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(size)
      .offset(offsetOf(opts.page, size)),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
      .innerJoin(members, eq(members.id, products.memberId))
      .where(where),
  ]);
  return { liste: rows.map(toCard), toplam: total, adet: pageCount(total, size) };
}

/** A company's public products (its company page). */
export const companyProducts = async (db: Db, memberId: number) =>
  (
    await cardQuery(db)
      .where(and(visible, eq(products.memberId, memberId)))
      .orderBy(desc(products.createdAt), desc(products.id))
  ).map(toCard);

export async function companyProductPage(db: Db, id: number): Promise<CompanyProductPage | undefined> {
  const [row] = await db
    .select({ p: products, cp: catalogProducts, c: categories, m: members })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .innerJoin(categories, eq(categories.id, catalogProducts.categoryId))
    .innerJoin(members, eq(members.id, products.memberId))
    .where(and(eq(products.id, id), visible));
  if (!row) return undefined;
  const [images, others] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.slot)),
    cardQuery(db)
      .where(and(visible, eq(products.memberId, row.m.id), ne(products.id, id)))
      .orderBy(desc(products.createdAt))
      .limit(4),
  ]);
  return {
    urun: { id: row.p.id, urunAd: row.p.name, detay: row.p.detail, link: slugify(row.p.name) },
    katUrun: { id: row.cp.id, urunAd: row.cp.name, linq: row.cp.slug },
    kategori: categoryRef(row.c),
    gorselList: images.map((i) => ({ id: i.id, gorsel: i.path, kucuk: thumbOf(i.path), sira: i.sort })),
    firma: { id: row.m.id, firmaad: row.m.companyName, firmalinq: row.m.slug, logo: row.m.logo },
    digerUrunler: others.map(toCard),
  };
}

export const visibleProductCount = (db: Db) =>
  db
    .select({ n: count() })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .innerJoin(members, eq(members.id, products.memberId))
    .where(visible)
    .then(([r]) => r.n);
