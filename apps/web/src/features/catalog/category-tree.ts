// The category tree of the list pages' sidebar, built from GET /api/kategoriListLink (every category once, with its
// parent), and its client-side search over category names (spec §5 "Searches": from 3 characters, case-insensitive
// with Turkish rules). Catalog products are searched on the server (GET /api/urunAra): with every catalog product,
// the tree of GET /api/kategoriListAll is 10 MB at 100,000 of them.
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';

export type CategoryNode = { id: number; katAd: string; link: string; children: CategoryNode[] };

/**
 * Sectors (no parent) at the top, each with its sub-categories, recursively, in the server's order. A category whose
 * parents never reach a sector (a cycle) cannot be reached from the top, so the walk ends.
 */
export function buildTree(list: CategoryRef[]): CategoryNode[] {
  const below = new Map<number | null, CategoryRef[]>();
  for (const category of list) below.set(category.ustKat, [...(below.get(category.ustKat) ?? []), category]);
  const node = ({ id, katAd, link }: CategoryRef): CategoryNode => ({
    id,
    katAd,
    link,
    children: (below.get(id) ?? []).map(node),
  });
  return (below.get(null) ?? []).map(node);
}

/** Whether the sidebar search is active: at least 3 characters after trimming. */
export const isSearching = (query: string) => fold(query).length >= SEARCH_MIN_CHARS;

/**
 * The tree narrowed to `query`: a category whose name matches keeps all its sub-categories; any other category stays
 * only as the path to matching sub-categories.
 */
export function filterTree(nodes: CategoryNode[], query: string): CategoryNode[] {
  const q = fold(query);
  const visit = (n: CategoryNode): CategoryNode | null => {
    if (fold(n.katAd).includes(q)) return n;
    const children = n.children.map(visit).filter((c): c is CategoryNode => c !== null);
    return children.length > 0 ? { ...n, children } : null;
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
