// Company products and their images, for their company (spec §2 "My products", §4 "Product images": at most 5) and
// for the administrator (admin spec uye-urunler). A member's call touches only its own products: another company's
// product is not found. Images are decoded and re-encoded (platform/images.ts)
// before anything is written; what a refused write stored is removed again.
import { MAX_IMAGE_ORDER, MAX_PRODUCT_IMAGES, PRODUCT_MSG } from '@tedarik/contract/products/member';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation, rawRows } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { productImages, products } from '../../db/schema/products';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { forgetImages, type StoredImage, withStoredImage } from '../../platform/images';
import { catalogProduct } from '../catalog/service';
import { roleOf } from '../packages/service';

type Ctx = Pick<AppContext, 'db' | 'storage'>;
const FOLDER = 'gorseller';

async function requireManufacturer(db: Db, memberId: number) {
  if ((await roleOf(db, memberId)) !== 'imalatci') throw new AppError(PRODUCT_MSG.manufacturersOnly, 403);
}

/** Whose products a call may touch: a member's own, or any (the administrator). */
export type ProductScope = number | 'admin';
const within = (scope: ProductScope) => (scope === 'admin' ? undefined : eq(products.memberId, scope));

/** The product in scope, or 404 (another company's product is not told apart from a missing one). */
async function ownProductRow(db: Db, scope: ProductScope, id: number) {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), within(scope)));
  if (!p) throw notFound(PRODUCT_MSG.notFound);
  return p;
}

export interface NewProductInput {
  /** the catalog product it is listed under, and the category it was chosen in */
  catalogProductId: number;
  categoryId: number;
  name: string;
  detail: string;
  /** its first image */
  image?: Blob | Uint8Array;
}

export async function createProduct(ctx: Ctx, memberId: number, input: NewProductInput) {
  await requireManufacturer(ctx.db, memberId);
  const catalog = await catalogProduct(ctx.db, input.catalogProductId);
  if (!catalog?.active || catalog.categoryId !== input.categoryId) throw new AppError(PRODUCT_MSG.catalogProduct);
  const insert = (image?: StoredImage) =>
    ctx.db.transaction(async (tx) => {
      const [p] = await tx
        .insert(products)
        .values({ memberId, catalogProductId: catalog.id, name: input.name, detail: input.detail })
        .returning({ id: products.id });
      if (image) await tx.insert(productImages).values({ productId: p.id, slot: 1, path: image.path, sort: 1 });
      return p.id;
    });
  return input.image ? withStoredImage(ctx.storage, FOLDER, input.image, insert) : insert();
}

/** The owner's products, newest first, with their first image and image count. */
export const ownProducts = (db: Db, memberId: number) =>
  db
    .select({
      id: products.id,
      name: products.name,
      active: products.active,
      catalogId: catalogProducts.id,
      catalogName: catalogProducts.name,
      catalogSlug: catalogProducts.slug,
      image: sql<string | null>`(select pi.path from product_images pi where pi.product_id = ${products.id}
        order by pi.sort, pi.slot limit 1)`,
      images: sql<number>`(select count(*)::int from product_images pi where pi.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .where(eq(products.memberId, memberId))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(500);

export async function ownProduct(db: Db, scope: ProductScope, id: number) {
  const product = await ownProductRow(db, scope, id);
  const [[catalog], images] = await Promise.all([
    db.select().from(catalogProducts).where(eq(catalogProducts.id, product.catalogProductId)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.slot)),
  ]);
  return { product, catalog, images };
}

/** Name and text; the administrator may also move it to another catalog product (`catalogProductId`). */
export async function updateProduct(
  db: Db,
  scope: ProductScope,
  id: number,
  input: { name: string; detail: string; catalogProductId?: number },
) {
  await ownProductRow(db, scope, id);
  if (input.catalogProductId !== undefined && !(await catalogProduct(db, input.catalogProductId)))
    throw new AppError(PRODUCT_MSG.catalogProduct);
  await db
    .update(products)
    .set({ name: input.name, detail: input.detail, catalogProductId: input.catalogProductId })
    .where(and(eq(products.id, id), within(scope)));
}

/** The administrator opens a closed product or closes an open one (a closed one is not public). */
export async function toggleProduct(db: Db, id: number) {
  const [p] = await db
    .update(products)
    .set({ active: sql`not ${products.active}` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!p) throw notFound(PRODUCT_MSG.notFound);
}

/** The product and its images go (rows first, then the files). */
export async function removeProduct(ctx: Ctx, scope: ProductScope, id: number) {
  await ownProductRow(ctx.db, scope, id);
  const images = await ctx.db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, id));
  await ctx.db.delete(products).where(and(eq(products.id, id), within(scope)));
  await forgetImages(
    ctx.storage,
    images.map((i) => i.path),
  );
}

/**
 * A sixth image is refused, also when uploads arrive together: the product's row is locked while the free slot (1–5)
 * is taken, so parallel uploads take their slots one after the other; the database also keeps a slot to one image.
 * Without an order (`sort`) the image goes last: the product's highest order + 1 (at most 99, the contract's cap),
 * read under the same lock, so two uploads at once never get the same order.
 */
export async function addImage(
  ctx: Ctx,
  scope: ProductScope,
  productId: number,
  file: Blob | Uint8Array,
  sort?: number,
) {
  await ownProductRow(ctx.db, scope, productId);
  const [{ n }] = await ctx.db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  if (n >= MAX_PRODUCT_IMAGES) throw new AppError(PRODUCT_MSG.noMoreImages);
  // decoded and stored before the transaction: it holds no lock while an image is resized
  try {
    await withStoredImage(ctx.storage, FOLDER, file, (image) =>
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from products where id = ${productId} for update`);
        const [row] = await rawRows<{ id: number }>(
          tx as unknown as Db,
          sql`insert into product_images (product_id, slot, path, sort)
          select ${productId}, s.slot, ${image.path}, coalesce(${sort ?? null}::int,
            (select least(coalesce(max(pi.sort), 0) + 1, ${MAX_IMAGE_ORDER}) from product_images pi
             where pi.product_id = ${productId}))
          from generate_series(1, ${MAX_PRODUCT_IMAGES}) s(slot)
          where not exists (select 1 from product_images pi where pi.product_id = ${productId} and pi.slot = s.slot)
          order by s.slot limit 1
          returning id`,
        );
        if (!row) throw new AppError(PRODUCT_MSG.noMoreImages);
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(PRODUCT_MSG.noMoreImages);
    throw err;
  }
}

/** The image of a product in scope, or 404. */
async function ownImage(db: Db, scope: ProductScope, imageId: number) {
  const [row] = await db
    .select({ image: productImages })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.id, imageId), within(scope)));
  if (!row) throw notFound(PRODUCT_MSG.imageNotFound);
  return row.image;
}

export async function orderImage(db: Db, scope: ProductScope, imageId: number, sort: number) {
  await ownImage(db, scope, imageId);
  await db.update(productImages).set({ sort }).where(eq(productImages.id, imageId));
}

export async function removeImage(ctx: Ctx, scope: ProductScope, imageId: number) {
  const image = await ownImage(ctx.db, scope, imageId);
  await ctx.db.delete(productImages).where(eq(productImages.id, imageId));
  await forgetImages(ctx.storage, [image.path]);
}

/** A company's products with their images, newest first (the back-office). */
export async function memberProducts(db: Db, memberId: number) {
  const rows = await db
    .select({ product: products, catalogName: catalogProducts.name })
    .from(products)
    .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
    .where(eq(products.memberId, memberId))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(500);
  const images = await db
    .select()
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((r) => r.product.id),
      ),
    )
    .orderBy(asc(productImages.sort), asc(productImages.slot));
  return rows.map((r) => ({ ...r, images: images.filter((i) => i.productId === r.product.id) }));
}
