// The category tree, sectors and the header's product search (spec §3, §7).
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams, zSearchText } from '../fields';

export const zCategoryRef = z.object({
  id: z.number(),
  katAd: z.string(),
  link: z.string(),
  ustKat: z.number().nullable(),
});
export type CategoryRef = z.infer<typeof zCategoryRef>;

/** GET /api/kategoriLisSektor: top-level sectors with their sub-categories. */
export const zSectors = z.array(z.object({ kt: zCategoryRef, altKt: z.array(zCategoryRef) }));
export type Sectors = z.infer<typeof zSectors>;

/** A catalog product as a link: /urunler?s={linq}&id={id}. */
export const zCatalogProductLink = z.object({ id: z.number(), urunAd: z.string(), linq: z.string() });

export const zCatalogProductRef = z.object({ id: z.number(), urunAd: z.string(), katid: z.number(), linq: z.string() });
export type CatalogProductRef = z.infer<typeof zCatalogProductRef>;

/** GET /api/kategoriListAll: every category with its direct children and its catalog products. */
export const zCategoryListAll = z.array(
  z.object({ kt: zCategoryRef, altKt: z.array(zCategoryRef), urunList: z.array(zCatalogProductRef) }),
);
export type CategoryListAll = z.infer<typeof zCategoryListAll>;

/** GET /api/urunAra?s=: at most 5 catalog products; nothing under 3 characters. */
export const zProductSuggestions = z.array(z.object({ id: z.number(), urun: z.string(), linq: z.string() }));
export type ProductSuggestion = z.infer<typeof zProductSuggestions>[number];

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const getSectors = defineCall({
  method: 'GET',
  path: '/api/kategoriLisSektor',
  auth: 'none',
  response: zSectors,
});

export const getCategoryTree = defineCall({
  method: 'GET',
  path: '/api/kategoriListAll',
  auth: 'none',
  response: zCategoryListAll,
});

/** GET /api/kategoriListLink: every category by its link (for the /urunler-{link} and /talepler-{link} routes). */
export const getCategoryLinks = defineCall({
  method: 'GET',
  path: '/api/kategoriListLink',
  auth: 'none',
  response: z.array(zCategoryRef),
});

/** GET /api/urunAra?s=: Turkish-folded on the server ('ÇELİK' = 'çelik'). */
export const searchProducts = defineCall({
  method: 'GET',
  path: '/api/urunAra',
  auth: 'none',
  request: { query: z.object({ s: zSearchText }) },
  response: zProductSuggestions,
});

// ── ours, beside the spec's (decision 0018) ───────────────────────────────────────────────────────────────────────
// The forms choose a catalog product among those of one category, or find it by name, without GET /api/kategoriListAll
// and every catalog product in it (10 MB at 100,000 of them).

/** GET /api/katalogUrunleri-{id}: the active catalog products right in a category (not below it), by name. */
export const getCategoryCatalogProducts = defineCall({
  method: 'GET',
  path: '/api/katalogUrunleri-:id',
  auth: 'none',
  request: { params: zIdParams },
  response: z.array(zCatalogProductRef),
});

/**
 * GET /api/katalogAra?s=: active catalog products whose name contains the text (Turkish-folded, 3 characters or more),
 * names that start with it first, then by name; at most CATALOG_SEARCH_MAX.
 */
export const searchCatalogProducts = defineCall({
  method: 'GET',
  path: '/api/katalogAra',
  auth: 'none',
  request: { query: z.object({ s: zSearchText }) },
  response: z.array(zCatalogProductRef),
});

// ── beyond the spec (issue 51, DESIGN §8) ────────────────────────────────────────────────────────────────────────

/** How many suggestions the header shows. */
export const SEARCH_SUGGESTIONS_MAX = 10;

/**
 * GET /api/v2/search/suggestions?s=: the header's suggestions, the best SEARCH_SUGGESTIONS_MAX catalog products with a
 * public product, ranked as the product search ranks them, each with where it matched the text (`marks`: [start, end)
 * character ranges of `name`, to show in bold). Where the text matches nothing, `suggestion` is the text with its
 * unknown words replaced by the closest known ones ('Bunu mu demek istediniz: …?') and the items are its matches.
 */
export const getSearchSuggestions = defineCall({
  method: 'GET',
  path: '/api/v2/search/suggestions',
  summary: 'Arama önerileri',
  operationId: 'getSearchSuggestions',
  auth: 'none',
  request: { query: z.object({ s: zSearchText }) },
  response: z.object({
    items: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        slug: z.string(),
        marks: z.array(z.tuple([z.number(), z.number()])),
      }),
    ),
    suggestion: z.string().nullable(),
  }),
});
