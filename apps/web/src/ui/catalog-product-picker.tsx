import { type ComboboxItem, type ComboboxParsedItem, Select, SimpleGrid } from '@mantine/core';
import type { CategoryListAll } from '@tedarik/contract/catalog/public';
import { fold } from '@tedarik/contract/text';
import { useMemo } from 'react';

export type CatalogChoice = { sector: number | null; category: number | null; product: number | null };
export type ChosenProduct = { id: number; urunAd: string; categoryId: number };

/** Select's search with Turkish rules ('ÇELİK' finds 'Çelik Boru'). */
function foldFilter({ options, search }: { options: ComboboxParsedItem<number>[]; search: string }) {
  const q = fold(search);
  return options.filter((o) => 'label' in o && fold((o as ComboboxItem<number>).label).includes(q));
}

/**
 * Where a stored category id sits: its sector (top-level ancestor) and, unless it is a sector without
 * sub-categories, the category itself (a sub-category at any depth, or the sector holding products of its own).
 */
export function choiceOf(list: CategoryListAll, categoryId: number, productId: number | null): CatalogChoice {
  const byId = new Map(list.map((e) => [e.kt.id, e]));
  let entry = byId.get(categoryId);
  if (!entry) return { sector: null, category: null, product: null };
  const own = entry;
  for (let depth = 0; entry.kt.ustKat !== null && depth < 20; depth++) {
    const parent = byId.get(entry.kt.ustKat);
    if (!parent) break;
    entry = parent;
  }
  const sectorOnly = own.kt.ustKat === null && own.altKt.length === 0;
  return { sector: entry.kt.id, category: sectorOnly ? null : own.kt.id, product: productId };
}

/**
 * The categories to choose in a sector: every category below it at any depth ('Boru > Dikişsiz'), and the sector
 * itself when it holds products of its own beside its sub-categories (a deleted sub-category's products move there).
 */
function categoriesOf(byId: Map<number, CategoryListAll[number]>, sector: CategoryListAll[number] | undefined) {
  if (!sector || sector.altKt.length === 0) return [];
  const found: { id: number; label: string }[] =
    sector.urunList.length > 0 ? [{ id: sector.kt.id, label: `${sector.kt.katAd} (genel)` }] : [];
  const walk = (entry: CategoryListAll[number], prefix: string, depth: number) => {
    for (const child of entry.altKt) {
      const label = prefix ? `${prefix} > ${child.katAd}` : child.katAd;
      found.push({ id: child.id, label });
      const below = byId.get(child.id);
      if (below && depth < 20) walk(below, label, depth + 1);
    }
  };
  walk(sector, '', 0);
  return found;
}

/** GET /api/kategoriListAll, handed down by the page (empty while it loads). */
export type CategoryTree = { data: CategoryListAll; loading: boolean };

type Props = {
  tree: CategoryTree;
  value: CatalogChoice;
  onChange: (value: CatalogChoice, product: ChosenProduct | null) => void;
  disabled?: boolean;
};

/**
 * The choice of a catalog product (the request forms, a manufacturer's new product) from GET /api/kategoriListAll: sector, then sub-category, then catalog product
 * (spec §5 "A category, then a product, must be chosen first"). A sector without sub-categories lists its own
 * products.
 */
export function CatalogProductPicker({ tree: { data, loading }, value, onChange, disabled }: Props) {
  const byId = useMemo(() => new Map(data.map((e) => [e.kt.id, e])), [data]);
  const sectors = useMemo(() => data.filter((e) => e.kt.ustKat === null), [data]);
  const sector = value.sector === null ? undefined : byId.get(value.sector);
  const subCategories = useMemo(() => categoriesOf(byId, sector), [byId, sector]);
  const productSource =
    subCategories.length > 0 ? (value.category === null ? undefined : byId.get(value.category)) : sector;
  const products = productSource?.urunList ?? [];

  const pick = (next: CatalogChoice) => {
    const source =
      next.category !== null ? byId.get(next.category) : next.sector !== null ? byId.get(next.sector) : undefined;
    const product = source?.urunList.find((p) => p.id === next.product);
    onChange(next, product ? { id: product.id, urunAd: product.urunAd, categoryId: product.katid } : null);
  };

  const common = {
    searchable: true,
    filter: foldFilter,
    nothingFoundMessage: 'Sonuç bulunamadı...',
    disabled,
  } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select<number>
        {...common}
        label="Sektör"
        placeholder={loading ? 'Yükleniyor...' : 'Sektör seçin'}
        data={sectors.map((e) => ({ value: e.kt.id, label: e.kt.katAd }))}
        value={value.sector}
        onChange={(sectorId) => pick({ sector: sectorId, category: null, product: null })}
      />
      <Select<number>
        {...common}
        label="Kategori"
        placeholder="Kategori seçin"
        data={subCategories.map((c) => ({ value: c.id, label: c.label }))}
        value={value.category}
        disabled={disabled || subCategories.length === 0}
        onChange={(categoryId) => pick({ ...value, category: categoryId, product: null })}
      />
      <Select<number>
        {...common}
        label="Ürün"
        placeholder="Ürün seçin"
        data={products.map((p) => ({ value: p.id, label: p.urunAd }))}
        value={value.product}
        disabled={disabled || products.length === 0}
        onChange={(productId) => pick({ ...value, product: productId })}
      />
    </SimpleGrid>
  );
}
