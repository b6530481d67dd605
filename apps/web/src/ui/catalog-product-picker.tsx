import { type ComboboxItem, type ComboboxParsedItem, Select, SimpleGrid } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CategoryRef, getCategoryCatalogProducts } from '@tedarik/contract/catalog/public';
import { fold } from '@tedarik/contract/text';
import { useMemo } from 'react';
import { call } from '../lib/call';

export type CatalogChoice = { sector: number | null; category: number | null; product: number | null };
export type ChosenProduct = { id: number; urunAd: string; categoryId: number };

/** Select's search with Turkish rules ('ÇELİK' finds 'Çelik Boru'). */
function foldFilter({ options, search }: { options: ComboboxParsedItem<number>[]; search: string }) {
  const q = fold(search);
  return options.filter((o) => 'label' in o && fold((o as ComboboxItem<number>).label).includes(q));
}

/** Each category's sub-categories, in the server's order (null: the sectors). */
const childrenOf = (list: CategoryRef[]) => {
  const below = new Map<number | null, CategoryRef[]>();
  for (const c of list) below.set(c.ustKat, [...(below.get(c.ustKat) ?? []), c]);
  return (id: number | null) => below.get(id) ?? [];
};

/**
 * Where a stored category id sits: its sector (top-level ancestor) and, unless it is a sector without
 * sub-categories, the category itself (a sub-category at any depth, or the sector holding products of its own).
 */
export function choiceOf(list: CategoryRef[], categoryId: number, productId: number | null): CatalogChoice {
  const byId = new Map(list.map((c) => [c.id, c]));
  let category = byId.get(categoryId);
  if (!category) return { sector: null, category: null, product: null };
  const own = category;
  for (let depth = 0; category.ustKat !== null && depth < 20; depth++) {
    const parent = byId.get(category.ustKat);
    if (!parent) break;
    category = parent;
  }
  const sectorOnly = own.ustKat === null && childrenOf(list)(own.id).length === 0;
  return { sector: category.id, category: sectorOnly ? null : own.id, product: productId };
}

/**
 * The categories to choose in a sector: every category below it at any depth ('Boru > Dikişsiz'), and the sector
 * itself when it holds products of its own beside its sub-categories (a deleted sub-category's products move there).
 */
export function categoriesOf(
  children: (id: number | null) => CategoryRef[],
  sector: CategoryRef,
  ownProducts: boolean,
) {
  if (children(sector.id).length === 0) return [];
  const found: { id: number; label: string }[] = ownProducts
    ? [{ id: sector.id, label: `${sector.katAd} (genel)` }]
    : [];
  const walk = (id: number, prefix: string, depth: number) => {
    for (const child of children(id)) {
      const label = prefix ? `${prefix} > ${child.katAd}` : child.katAd;
      found.push({ id: child.id, label });
      if (depth < 20) walk(child.id, label, depth + 1);
    }
  };
  walk(sector.id, '', 0);
  return found;
}

/** GET /api/katalogUrunleri-{id}: the catalog products right in a category (none asked for without one). */
const productsInQuery = (categoryId: number | null) =>
  queryOptions({
    queryKey: ['catalog', 'in', categoryId],
    queryFn: () => call(getCategoryCatalogProducts, { params: { id: categoryId ?? 0 } }),
    enabled: categoryId !== null,
    staleTime: 10 * 60_000,
  });

/** GET /api/kategoriListLink, handed down by the page (empty while it loads). */
export type CategoryTree = { data: CategoryRef[]; loading: boolean };

type Props = {
  tree: CategoryTree;
  value: CatalogChoice;
  onChange: (value: CatalogChoice, product: ChosenProduct | null) => void;
  disabled?: boolean;
};

/**
 * The choice of a catalog product (the request forms, a manufacturer's new product): sector, then sub-category, then
 * catalog product (spec §5 "A category, then a product, must be chosen first"). A sector without sub-categories lists
 * its own products. The categories come from GET /api/kategoriListLink and the products of the one chosen from GET
 * /api/katalogUrunleri-{id}: GET /api/kategoriListAll, with every catalog product, is 10 MB at 100,000 of them.
 */
export function CatalogProductPicker({ tree: { data, loading }, value, onChange, disabled }: Props) {
  const children = useMemo(() => childrenOf(data), [data]);
  const sector = data.find((c) => c.id === value.sector);
  // the sector's own products: the list of a sector without sub-categories, or its '(genel)' choice beside them
  const own = useQuery(productsInQuery(sector?.id ?? null));
  const subCategories = useMemo(
    () => (sector ? categoriesOf(children, sector, (own.data?.length ?? 0) > 0) : []),
    [children, sector, own.data],
  );
  const hasSubCategories = sector !== undefined && children(sector.id).length > 0;
  const chosen = useQuery(productsInQuery(hasSubCategories ? value.category : null));
  const products = (hasSubCategories ? chosen.data : own.data) ?? [];

  const pick = (next: CatalogChoice) => {
    const product = products.find((p) => p.id === next.product);
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
        data={children(null).map((c) => ({ value: c.id, label: c.katAd }))}
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
        // the products of the sector or category chosen could not be read: said here, the choice stays open
        error={own.isError || chosen.isError ? 'Ürünler yüklenemedi.' : undefined}
        disabled={disabled || products.length === 0}
        onChange={(productId) => pick({ ...value, product: productId })}
      />
    </SimpleGrid>
  );
}
