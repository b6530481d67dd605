// The catalogue in the back-office (admin spec §2 "Categories, tags, category products", §3, §7 "Categories", §8):
// the category tree, its tags, the catalog products of a category and the companies' products under one of them.
import { z } from 'zod';
import { defineCall } from '../call';
import { zFormBool, zId, zIdParams, zSearchText, zTextOver } from '../fields';
import { zPageOrAll } from '../unpaged';

export const CATALOG_MSG = {
  addFailed: 'Hata Oluştu.İşlem Başarısız.',
  failed: 'Hata oluştu.',
  saved: 'Güncellendi.',
  tagFailed: 'Hata oluştu',
  name: 'Adı en az 3 karakter olmalı.',
  notFound: 'Kategori bulunamadı.',
  productNotFound: 'Ürün bulunamadı.',
  parentNotFound: 'Üst kategori bulunamadı.',
  intoItself: 'Bir kategori kendi altına ya da alt kategorilerinden birinin altına taşınamaz.',
  topNotEmpty: 'İçinde talep, ürün veya alt kategori bulunan bir ana kategori silinemez; önce içindekileri taşıyın.',
  productInUse: 'Talebi veya firma ürünü bulunan bir ürün silinemez; pasif yapabilir ya da taşıyabilirsiniz.',
  targetHasChildren: 'Ürünler yalnızca alt kategorisi olmayan bir kategoriye taşınabilir.',
  emptyCompanyProducts: 'Ürün bulunmuyor...',
} as const;

/** A category's tag (katEtiketlers). */
export const zTag = z.object({ id: z.number(), etiket: z.string() });

const categoryFields = {
  id: z.number(),
  katAd: z.string(),
  link: z.string(),
  ustKat: z.number(), // 0: a top-level category (a sector)
  toplamAltUrun: z.number(), // catalog products in it and below it
  katEtiketlers: z.array(zTag),
};

/** GET /adn_api/kategorilerList: the tree, each category with its children. */
export type CategoryNode = {
  id: number;
  katAd: string;
  link: string;
  ustKat: number;
  toplamAltUrun: number;
  katEtiketlers: { id: number; etiket: string }[];
  altKategoriler: CategoryNode[];
};
export const zCategoryNode: z.ZodType<CategoryNode> = z
  .object({
    ...categoryFields,
    altKategoriler: z.lazy(() => z.array(zCategoryNode)),
  })
  // named: the API reference's schema of a recursive tree is a component it refers to (decision 0069)
  .meta({ id: 'CategoryNode' });

/** GET /adn_api/allKatListe: every category flat, with its parent's name ('parent > name' while searching). */
export const zFlatCategory = z.object({ ...categoryFields, uKatAd: z.string() });

/** A catalog product of a category (admin spec §2 kategoriurunler): et = the product, tplTalep / tplUrun its uses. */
export const zCategoryProduct = z.object({
  et: z.object({ id: z.number(), urunAd: z.string(), kudurum: z.boolean(), linq: z.string() }),
  tplTalep: z.number(), // requests naming it
  tplUrun: z.number(), // company products under it
  kat: z.string(), // its category path, 'Sector > Category'
  katId: z.number(),
});

/** GET /adn_api/kategoridetay[-{id}]: a category's (or, without id, every) catalog product, 100 a page or all. */
export const zCategoryDetail = z.object({
  kat: z.object({ id: z.number(), katAd: z.string(), altKategori: z.boolean() }).nullable(),
  katEtiketlers: z.array(zTag),
  katUrunlers: z.array(zCategoryProduct),
  tUrun: z.number(), // 'Dolu Ürün': products with a company product under them
  toplam: z.number(), // 'Toplam Ürün'
  adet: z.number(), // pages
  sayfa: z.number(),
});
export type CategoryDetail = z.infer<typeof zCategoryDetail>;
export const CATEGORY_PRODUCTS_PAGE = 100;

/**
 * GET /adn_api/firmakategoriurunler-{catalogProductId}: the companies' products under a catalog product, each row in
 * the admin spec's flat shape ("Company product row").
 */
export const zCompanyCategoryProducts = z.object({
  baslik: z.string(),
  liste: z.array(
    z.object({
      kat: z.string(), // 'Category > catalog product'
      fid: z.number(), // the company
      firma: z.string(),
      fdurum: z.boolean(),
      uid: z.number(), // its product
      urun: z.string(),
      udurum: z.boolean(),
      gorsel: z.number(), // images
    }),
  ),
});

const zName = (message: string) => zTextOver(2, message, 150);
const zParentId = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: CATALOG_MSG.parentNotFound }).int({ error: CATALOG_MSG.parentNotFound }).min(0).max(2_147_483_647),
);
/** 'Evet' / 'Hayır' (the legacy form), or a boolean. */
const zYesNo = z.preprocess((v) => (v === 'Evet' ? true : v === 'Hayır' ? false : v), zFormBool);
/** ?sayfa=n: a page of 100; without sayfa, every product (up to the ceiling of unpaged.ts). */
const zDetailQuery = z.object({ sayfa: zPageOrAll, ara: zSearchText.optional() });

// ── categories ───────────────────────────────────────────────────────────────────────────────────────────────────
export const getCategoryNodes = defineCall({
  method: 'GET',
  path: '/adn_api/kategorilerList',
  auth: 'admin',
  response: z.array(zCategoryNode),
});

export const getFlatCategories = defineCall({
  method: 'GET',
  path: '/adn_api/allKatListe',
  auth: 'admin',
  response: z.array(zFlatCategory),
});

/** POST /adn_api/kategoriEkle {katad, ustkat (0 = top)} → the tree. */
export const addCategory = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriEkle',
  auth: 'admin',
  request: { body: z.object({ katad: zName(CATALOG_MSG.name), ustkat: zParentId }), encoding: 'form' },
  response: z.array(zCategoryNode),
});

/** POST /adn_api/kategoriGnc-{id} {KatAd} → the tree; the old link redirects to the new one. */
export const renameCategory = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriGnc-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ KatAd: zName(CATALOG_MSG.name) }), encoding: 'form' },
  response: z.array(zCategoryNode),
});

/** POST /adn_api/kategoriustKat-{id} {kid (0 = top)} → the tree; never under itself or one of its descendants. */
export const moveCategory = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriustKat-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ kid: zParentId }), encoding: 'form' },
  response: z.array(zCategoryNode),
});

/**
 * POST /adn_api/kategoridelete-{id} → the tree. Its sub-categories, catalog products (with their requests and company
 * products) and tags move to its parent in one transaction; a top-level category is deleted only when empty.
 */
export const deleteCategory = defineCall({
  method: 'POST',
  path: '/adn_api/kategoridelete-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.array(zCategoryNode),
});

// ── tags ─────────────────────────────────────────────────────────────────────────────────────────────────────────
const zTagName = zName(CATALOG_MSG.tagFailed);

export const addTag = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriEtiketEkle-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ etiket: zTagName }), encoding: 'form' },
  response: z.array(zTag),
});

export const renameTag = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriEtiketGnc-:id',
  auth: 'admin',
  request: {
    params: zIdParams,
    body: z.object({ etiket: zTagName, id: zId(CATALOG_MSG.tagFailed) }),
    encoding: 'form',
  },
  response: z.array(zTag),
});

export const deleteTag = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriEtiketdelete-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ id: zId(CATALOG_MSG.tagFailed) }), encoding: 'form' },
  response: z.array(zTag),
});

// ── catalog products ─────────────────────────────────────────────────────────────────────────────────────────────
/** GET /adn_api/kategoridetay-{id}?sayfa=&ara=: a category's catalog products (its own, not its children's). */
export const getCategoryDetail = defineCall({
  method: 'GET',
  path: '/adn_api/kategoridetay-:id',
  auth: 'admin',
  request: { params: zIdParams, query: zDetailQuery },
  response: zCategoryDetail,
});

/** GET /adn_api/kategoridetay?sayfa=&ara=: every catalog product. */
export const getAllCatalogProducts = defineCall({
  method: 'GET',
  path: '/adn_api/kategoridetay',
  auth: 'admin',
  request: { query: zDetailQuery },
  response: zCategoryDetail,
});

/** POST /adn_api/kategoriUrunEkle-{categoryId} {etiket: the product's name} → the category's products. */
export const addCatalogProduct = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriUrunEkle-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ etiket: zName(CATALOG_MSG.tagFailed) }), encoding: 'form' },
  response: zCategoryDetail,
});

/** POST /adn_api/kategoriUrunGnc-{categoryId} {etiket, durum ('Evet' / 'Hayır'), id} → the category's products. */
export const updateCatalogProduct = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriUrunGnc-:id',
  auth: 'admin',
  request: {
    params: zIdParams,
    body: z.object({ etiket: zName(CATALOG_MSG.tagFailed), durum: zYesNo, id: zId(CATALOG_MSG.productNotFound) }),
    encoding: 'form',
  },
  response: zCategoryDetail,
});

/** POST /adn_api/kategoriUrundelete-{categoryId} {id}: only a product without requests and company products. */
export const deleteCatalogProduct = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriUrundelete-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ id: zId(CATALOG_MSG.productNotFound) }), encoding: 'form' },
  response: zCategoryDetail,
});

/** POST /adn_api/kategoriUrunGnckat-{categoryId} {kat: the target category, id} → the category's products. */
export const moveCatalogProduct = defineCall({
  method: 'POST',
  path: '/adn_api/kategoriUrunGnckat-:id',
  auth: 'admin',
  request: {
    params: zIdParams,
    body: z.object({ kat: zId(CATALOG_MSG.notFound), id: zId(CATALOG_MSG.productNotFound) }),
    encoding: 'form',
  },
  response: zCategoryDetail,
});

export const getCompanyCategoryProducts = defineCall({
  method: 'GET',
  path: '/adn_api/firmakategoriurunler-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zCompanyCategoryProducts,
});
