// Company products as the public site shows them: the product list and the product page (spec §3, §7).
import { z } from 'zod';
import { defineCall, zPaged } from '../call';
import { zCatalogProductLink, zCatalogProductRef, zCategoryRef } from '../catalog/public';
import { zIdParams, zPageQuery, zRouteId, zSearchText } from '../fields';

const zCompanyRef = z.object({
  id: z.number(),
  firmaad: z.string(),
  firmalinq: z.string(),
  logo: z.string().nullable(),
});

export const zProductCard = z.object({
  id: z.number(),
  urunAd: z.string(),
  link: z.string(), // for /firmaurun-{link}-{id}
  gorsel: z.string().nullable(), // first image (thumbnail)
  katUrun: z.object({ id: z.number(), urunAd: z.string() }),
  firma: zCompanyRef,
});
export type ProductCard = z.infer<typeof zProductCard>;

/** GET /api/urunListesi[-{categoryId}]?sayfa=n[&s=link&idsi=id] */
export const zProductPage = zPaged(zProductCard).extend({
  kategori: zCategoryRef.nullable(), // the chosen category, null for all
  yol: z.array(zCategoryRef), // breadcrumb from the sector down to the chosen category
  katUrun: zCatalogProductRef.nullable(), // the searched product, with its category (katid)
  arama: z.string().nullable(), // the searched text (s without idsi), 3 characters or more
  // beyond the spec (issue 51): where a text found nothing, the text with its unknown words replaced by the closest
  // known ones, whose products the page lists ('Bunu mu demek istediniz: …?'); and the categories most of a text's
  // products are in, with how many (adet), a link each that narrows the search
  oneri: z.string().nullable().optional(),
  kategoriler: z.array(zCategoryRef.extend({ adet: z.number() })).optional(),
});
export type ProductPage = z.infer<typeof zProductPage>;

/** GET /api/firmaurundetay-{id} */
export const zCompanyProductPage = z.object({
  urun: z.object({ id: z.number(), urunAd: z.string(), detay: z.string(), link: z.string() }),
  katUrun: zCatalogProductLink,
  kategori: zCategoryRef,
  gorselList: z.array(z.object({ id: z.number(), gorsel: z.string(), kucuk: z.string(), sira: z.number() })),
  firma: zCompanyRef,
  digerUrunler: z.array(zProductCard),
});
export type CompanyProductPage = z.infer<typeof zCompanyProductPage>;

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
const zListQuery = zPageQuery.extend({
  // with idsi: the catalog product's link (kept for the URL; the id decides); alone: a text typed in the search box
  s: zSearchText.optional(),
  idsi: zRouteId.optional().catch(undefined),
});

/**
 * GET /api/urunListesi?sayfa=n[&s=link&idsi=id | &s=text]: one page of company products, optionally of one catalog
 * product or of the catalog products whose name contains a typed text.
 */
export const getProductList = defineCall({
  method: 'GET',
  path: '/api/urunListesi',
  auth: 'none',
  request: { query: zListQuery },
  response: zProductPage,
});

/** GET /api/urunListesi-{categoryId}?…: the same under a category and its sub-categories. */
export const getCategoryProductList = defineCall({
  method: 'GET',
  path: '/api/urunListesi-:id',
  auth: 'none',
  request: { params: zIdParams, query: zListQuery },
  response: zProductPage,
});

/** GET /api/firmaurundetay-{id}: a company's product with its images and the company's other products. */
export const getCompanyProduct = defineCall({
  method: 'GET',
  path: '/api/firmaurundetay-:id',
  auth: 'none',
  request: { params: zIdParams },
  response: zCompanyProductPage,
});
