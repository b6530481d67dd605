// The catalog in the legacy Turkish wire shapes (spec §3 "Category", "Product search result").
import type { CategoryListAll, CategoryRef, Sectors } from '@tedarik/contract/catalog/public';
import type { CategoryRow, categoryListAll, sectors, suggestProducts } from './service';

export const toCategoryRef = (c: CategoryRow): CategoryRef => ({
  id: c.id,
  katAd: c.name,
  link: c.slug,
  ustKat: c.parentId,
});

export const toSectors = (list: Awaited<ReturnType<typeof sectors>>): Sectors =>
  list.map((s) => ({ kt: toCategoryRef(s.sector), altKt: s.children.map(toCategoryRef) }));

export const toCategoryListAll = (list: Awaited<ReturnType<typeof categoryListAll>>): CategoryListAll =>
  list.map((c) => ({
    kt: toCategoryRef(c.category),
    altKt: c.children.map(toCategoryRef),
    urunList: c.products.map((p) => ({ id: p.id, urunAd: p.name, katid: p.categoryId, linq: p.slug })),
  }));

export const toSuggestions = (list: Awaited<ReturnType<typeof suggestProducts>>) =>
  list.map((p) => ({ id: p.id, urun: p.name, linq: p.slug }));
