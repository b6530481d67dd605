// The category tree, product search and the public product, company and company-product pages (spec §3, §7).
import { z } from 'zod';
import { zAd } from './content';
import { zCategoryRef } from './site';

export const zCatalogProductRef = z.object({ id: z.number(), urunAd: z.string(), katid: z.number(), linq: z.string() });

/** GET /api/kategoriListAll: every category with its direct children and its catalog products. */
export const zCategoryListAll = z.array(
  z.object({ kt: zCategoryRef, altKt: z.array(zCategoryRef), urunList: z.array(zCatalogProductRef) }),
);
export type CategoryListAll = z.infer<typeof zCategoryListAll>;

/** GET /api/kategoriListLink: every category by its link (for the /urunler-{link} and /talepler-{link} routes). */
export const zCategoryLinks = z.array(zCategoryRef);

/** GET /api/urunAra?s=: at most 5 catalog products; nothing under 3 characters. */
export const zProductSuggestions = z.array(z.object({ id: z.number(), urun: z.string(), linq: z.string() }));

export const zProductCard = z.object({
  id: z.number(),
  urunAd: z.string(),
  link: z.string(), // for /firmaurun-{link}-{id}
  gorsel: z.string().nullable(), // first image (thumbnail)
  katUrun: z.object({ id: z.number(), urunAd: z.string() }),
  firma: z.object({ id: z.number(), firmaad: z.string(), firmalinq: z.string(), logo: z.string().nullable() }),
});
export type ProductCard = z.infer<typeof zProductCard>;

/** GET /api/urunListesi[-{categoryId}]?sayfa=n[&s=link&idsi=id] */
export const zProductPage = z.object({
  kategori: zCategoryRef.nullable(), // the chosen category, null for all
  yol: z.array(zCategoryRef), // breadcrumb from the sector down to the chosen category
  katUrun: z.object({ id: z.number(), urunAd: z.string(), linq: z.string() }).nullable(), // the searched product
  liste: z.array(zProductCard),
  toplam: z.number(), // products in all pages
  adet: z.number(), // number of pages
  sayfa: z.number(),
});
export type ProductPage = z.infer<typeof zProductPage>;

/** GET /api/firmadetay-{id} */
export const zCompanyPage = z.object({
  firmaid: z.number(),
  firmaad: z.string(),
  firmalinq: z.string(),
  logo: z.string().nullable(),
  aciklama: z.string(),
  sektor: z.string().nullable(),
  ulkeSehir: z.string(),
  website: z.string(),
  tarih: z.string(), // member since (YYYY-MM-DD)
  puan: z.object({ ortalama: z.number().nullable(), adet: z.number() }), // active ratings only
  urunler: z.array(zProductCard),
  reklamList: z.array(zAd),
  katReklamList: z.array(zAd),
});
export type CompanyPage = z.infer<typeof zCompanyPage>;

/** GET /api/firmaurundetay-{id} */
export const zCompanyProductPage = z.object({
  urun: z.object({ id: z.number(), urunAd: z.string(), detay: z.string(), link: z.string() }),
  katUrun: z.object({ id: z.number(), urunAd: z.string(), linq: z.string() }),
  kategori: zCategoryRef,
  gorselList: z.array(z.object({ id: z.number(), gorsel: z.string(), kucuk: z.string(), sira: z.number() })),
  firma: z.object({ id: z.number(), firmaad: z.string(), firmalinq: z.string(), logo: z.string().nullable() }),
  digerUrunler: z.array(zProductCard),
});
export type CompanyProductPage = z.infer<typeof zCompanyProductPage>;
