// The category tree of GET /api/kategoriListAll (a flat list of categories with their direct children and catalog
// products) as nested nodes, and the sidebar's client-side search (spec §5 "Searches": from 3 characters,
// case-insensitive with Turkish rules).
import type { CategoryListAll } from '@tedarik/contract/catalog/public';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';

type Entry = CategoryListAll[number];
export type CatalogProduct = Entry['urunList'][number];

export type CategoryNode = {
  id: number;
  katAd: string;
  link: string;
  children: CategoryNode[];
  products: CatalogProduct[];
};

/** Sectors (no parent) at the top, each with its sub-categories, recursively, in the server's order. */
export function buildTree(list: CategoryListAll): CategoryNode[] {
  const byId = new Map(list.map((entry) => [entry.kt.id, entry]));
  const node = (entry: Entry, seen: Set<number>): CategoryNode => {
    seen.add(entry.kt.id);
    const children = entry.altKt
      .map((child) => byId.get(child.id))
      .filter((child): child is Entry => Boolean(child) && !seen.has((child as Entry).kt.id))
      .map((child) => node(child, seen));
    return { id: entry.kt.id, katAd: entry.kt.katAd, link: entry.kt.link, children, products: entry.urunList };
  };
  return list.filter((entry) => entry.kt.ustKat === null).map((entry) => node(entry, new Set()));
}

/** Whether the sidebar search is active: at least 3 characters after trimming. */
export const isSearching = (query: string) => fold(query).length >= SEARCH_MIN_CHARS;

/**
 * The tree narrowed to `query`: a category whose name matches keeps all its sub-categories; any other category stays
 * only as the path to matching sub-categories or catalog products (which are kept, the others dropped).
 */
export function filterTree(nodes: CategoryNode[], query: string): CategoryNode[] {
  const q = fold(query);
  const visit = (n: CategoryNode): CategoryNode | null => {
    const products = n.products.filter((p) => fold(p.urunAd).includes(q));
    if (fold(n.katAd).includes(q)) return { ...n, products };
    const children = n.children.map(visit).filter((c): c is CategoryNode => c !== null);
    return children.length > 0 || products.length > 0 ? { ...n, children, products } : null;
  };
  return nodes.map(visit).filter((n): n is CategoryNode => n !== null);
}

/** The ids from the sector down to `id` (empty when `id` is not in the tree). */
export function pathTo(nodes: CategoryNode[], id: number | undefined): number[] {
  if (id === undefined) return [];
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = pathTo(n.children, id);
    if (below.length > 0) return [n.id, ...below];
  }
  return [];
}
