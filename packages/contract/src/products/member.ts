// A manufacturer's own products and their images (spec §2 "My products", "Add-product wizard", §3 "Member product",
// §4 "Product images", §5 "Product", §7, §8 image limit texts).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { zCatalogProductLink } from '../catalog/public';
import { MAX_DETAIL } from '../constants';
import { zFile, zId, zIdParams, zOptionalText, zTextOver } from '../fields';

export const MAX_PRODUCT_IMAGES = 5;
/** An image's order ('sira') is 1–99; a new image without one goes last (the product's highest + 1). */
export const MAX_IMAGE_ORDER = 99;

export const PRODUCT_MSG = {
  name: 'Ürün adı girin.',
  catalogProduct: 'Ürün seçin.',
  category: 'Kategori seçin.',
  detail: `Ürün açıklaması en fazla ${MAX_DETAIL} karakter olabilir.`,
  image: 'Görsel seçin.',
  order: 'Sıra numarası girin.',
  imagesFull: 'Azami sayıda görsel yüklediniz.',
  noMoreImages: 'Görsel yükleme hakkınız dolmuştur.',
  manufacturersOnly: 'Ürün eklemek için aktif bir paketiniz olmalıdır.',
  notFound: 'Ürün bulunamadı.',
  imageNotFound: 'Görsel bulunamadı.',
  updated: 'Güncellendi.',
  removed: 'Ürün kaldırıldı.',
  imageRemoved: 'Görsel kaldırıldı.',
  imageAdded: 'Görsel eklendi.',
} as const;

const zOrder = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: PRODUCT_MSG.order })
    .int({ error: PRODUCT_MSG.order })
    .min(1, { error: PRODUCT_MSG.order })
    .max(MAX_IMAGE_ORDER, { error: PRODUCT_MSG.order }),
);

/** POST /api/uyeurunOlustur (multipart): urun = catalog product, urunAdi = name, file = first image, detay, ktt. */
export const zCreateProduct = z.object({
  ktt: zId(PRODUCT_MSG.category),
  urun: zId(PRODUCT_MSG.catalogProduct),
  urunAdi: zTextOver(2, PRODUCT_MSG.name),
  detay: zOptionalText(MAX_DETAIL, PRODUCT_MSG.detail),
  file: zFile(PRODUCT_MSG.image).optional(),
});

export const zUpdateProduct = z.object({
  baslik: zTextOver(2, PRODUCT_MSG.name),
  detay: zOptionalText(MAX_DETAIL, PRODUCT_MSG.detail),
});

/** No order (or an empty field): the image goes last. */
export const zAddImage = z.object({
  file: zFile(PRODUCT_MSG.image),
  sira: z.preprocess((v) => (v === '' || v === null ? undefined : v), zOrder.optional()),
});
export const zImageOrder = z.object({ sira: zOrder });

/** One of my products (spec §3: urun (id, urunAd), urunD, gorsel). */
export const zOwnProductItem = z.object({
  urun: z.object({ id: z.number(), urunAd: z.string(), durum: z.boolean() }),
  urunD: zCatalogProductLink, // the catalog product it is listed under
  gorsel: z.string().nullable(), // the first image's thumbnail
  gorselSayisi: z.number(),
});

/** GET /api/UrunDetay-{id}: kt (urunAd, aciklama, id), urunD, gorselList (id, gorsel, sira). */
export const zOwnProduct = z.object({
  kt: z.object({ id: z.number(), urunAd: z.string(), aciklama: z.string(), durum: z.boolean() }),
  urunD: zCatalogProductLink,
  gorselList: z.array(z.object({ id: z.number(), gorsel: z.string(), kucuk: z.string(), sira: z.number() })),
});
export type OwnProduct = z.infer<typeof zOwnProduct>;

const upload = { encoding: 'multipart' } as const;

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const getOwnProducts = defineCall({
  method: 'GET',
  path: '/api/uyeurunlerim',
  auth: 'member',
  response: z.array(zOwnProductItem),
});

/** → the new product's id as a bare number (as POST /api/destekyeni answers); the member then goes to its page. */
export const createProduct = defineCall({
  method: 'POST',
  path: '/api/uyeurunOlustur',
  auth: 'member',
  request: { body: zCreateProduct, ...upload },
  response: z.number(),
});

export const getOwnProduct = defineCall({
  method: 'GET',
  path: '/api/UrunDetay-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: zOwnProduct,
});

export const updateOwnProduct = defineCall({
  method: 'POST',
  path: '/api/uyeurunguncelle-:id',
  auth: 'member',
  request: { params: zIdParams, body: zUpdateProduct, encoding: 'form' },
  response: TEXT,
});

/** GET /api/uyeurunkaldir-{id}: the product and its images are removed. */
export const removeOwnProduct = defineCall({
  writes: true,
  method: 'GET',
  path: '/api/uyeurunkaldir-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: TEXT,
});

export const addProductImage = defineCall({
  method: 'POST',
  path: '/api/uyeurungorselgir-:id',
  auth: 'member',
  request: { params: zIdParams, body: zAddImage, ...upload },
  response: TEXT,
});

export const orderProductImage = defineCall({
  method: 'POST',
  path: '/api/uyeurungorselguncelle-:id',
  auth: 'member',
  request: { params: zIdParams, body: zImageOrder, encoding: 'form' },
  response: TEXT,
});

export const removeProductImage = defineCall({
  writes: true,
  method: 'GET',
  path: '/api/uyeurungorselkaldir-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: TEXT,
});
