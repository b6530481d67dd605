import type { CategoryDetail, CategoryNode } from '@tedarik/contract/catalog/admin';
// The catalog in the legacy Turkish wire shapes (spec §3 "Category", "Product search result").
import type { CatalogProductRef, CategoryListAll, CategoryRef, Sectors } from '@tedarik/contract/catalog/public';
import type { CategoryEntry, categoryProducts, companyProductsUnder } from './admin-catalog';
import type { CategoryRow, catalogProductsIn, categoryListAll, sectors } from './service';

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
    urunList: toCatalogProductRefs(c.products),
  }));

/** The header's suggestions (products/service.ts `suggestCatalogProducts`). */
export const toSuggestions = (list: { id: number; name: string; slug: string }[]) =>
  list.map((p) => ({ id: p.id, urun: p.name, linq: p.slug }));

export const toCatalogProductRefs = (list: Awaited<ReturnType<typeof catalogProductsIn>>): CatalogProductRef[] =>
  list.map((p) => ({ id: p.id, urunAd: p.name, katid: p.categoryId, linq: p.slug }));

// ── the back-office ──────────────────────────────────────────────────────────────────────────────────────────────
const toTag = (t: { id: number; name: string }) => ({ id: t.id, etiket: t.name });
export const toTags = (tags: { id: number; name: string }[]) => tags.map(toTag);

const toCategoryFields = (e: CategoryEntry) => ({
  id: e.category.id,
  katAd: e.category.name,
  link: e.category.slug,
  ustKat: e.category.parentId ?? 0,
  toplamAltUrun: e.productsBelow,
  katEtiketlers: e.tags.map(toTag),
});

/** The nested tree from the flat entries (sectors first, each with its children). */
export function toCategoryNodes(entries: CategoryEntry[]): CategoryNode[] {
  const byId = new Map(entries.map((e) => [e.category.id, e]));
  const node = (e: CategoryEntry, depth: number): CategoryNode => ({
    ...toCategoryFields(e),
    altKategoriler:
      depth > 20
        ? []
        : e.children.flatMap((id) => (byId.has(id) ? [node(byId.get(id) as CategoryEntry, depth + 1)] : [])),
  });
  return entries.filter((e) => e.category.parentId === null).map((e) => node(e, 0));
}

export const toFlatCategories = (entries: CategoryEntry[]) =>
  entries.map((e) => ({ ...toCategoryFields(e), uKatAd: e.parentName }));

export const toCategoryDetail = (d: Awaited<ReturnType<typeof categoryProducts>>): CategoryDetail => ({
  kat: d.category ? { id: d.category.id, katAd: d.category.name, altKategori: d.category.hasChildren } : null,
  katEtiketlers: d.tags.map(toTag),
  katUrunlers: d.rows.map((r) => ({
    et: { id: r.product.id, urunAd: r.product.name, kudurum: r.product.active, linq: r.product.slug },
    tplTalep: r.requests,
    tplUrun: r.products,
    kat: r.path,
    katId: r.product.categoryId,
  })),
  tUrun: d.filled,
  toplam: d.total,
  adet: d.pages,
  sayfa: d.page,
});

export const toCompanyCategoryProducts = (d: Awaited<ReturnType<typeof companyProductsUnder>>) => ({
  baslik: d.title,
  liste: d.rows.map((r) => ({
    kat: d.title,
    fid: r.company.id,
    firma: r.company.name,
    fdurum: r.company.active,
    uid: r.product.id,
    urun: r.product.name,
    udurum: r.product.active,
    gorsel: r.images,
  })),
});
