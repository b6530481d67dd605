// The add-product wizard's search for a catalog product in the category tree of GET /api/kategoriListAll (spec §5
// "Searches": from 3 characters, case-insensitive with Turkish rules). The tree has every catalog product with its
// category, which the create call needs too (ktt); the header's /api/urunAra answers neither that nor more than 5.
import type { CategoryListAll } from '@tedarik/contract/catalog/public';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';

export type CatalogHit = {
  id: number;
  urunAd: string;
  categoryId: number;
  /** where it sits: 'Metal › Boru' */
  path: string;
};

export const PATH_SEPARATOR = ' › ';

/** The category names from the sector down to `id` ('' for an unknown category). */
export function categoryPath(list: CategoryListAll, id: number): string {
  const byId = new Map(list.map((entry) => [entry.kt.id, entry.kt]));
  const names: string[] = [];
  const seen = new Set<number>();
  for (let kt = byId.get(id); kt && !seen.has(kt.id); kt = kt.ustKat === null ? undefined : byId.get(kt.ustKat)) {
    seen.add(kt.id);
    names.unshift(kt.katAd);
  }
  return names.join(PATH_SEPARATOR);
}

/**
 * Catalog products whose name contains `query` (Turkish-folded: 'ÇELİK' finds 'çelik boru'), names that start with it
 * first, then in Turkish alphabetical order; none under 3 characters.
 */
export function searchCatalog(list: CategoryListAll, query: string, limit = 20): CatalogHit[] {
  const q = fold(query);
  if (q.length < SEARCH_MIN_CHARS) return [];
  const seen = new Set<number>();
  const hits: (CatalogHit & { rank: number })[] = [];
  for (const entry of list)
    for (const product of entry.urunList) {
      if (seen.has(product.id)) continue;
      const at = fold(product.urunAd).indexOf(q);
      if (at < 0) continue;
      seen.add(product.id);
      hits.push({
        id: product.id,
        urunAd: product.urunAd,
        categoryId: product.katid,
        path: categoryPath(list, product.katid),
        rank: at === 0 ? 0 : 1,
      });
    }
  return hits
    .sort((a, b) => a.rank - b.rank || a.urunAd.localeCompare(b.urunAd, 'tr'))
    .slice(0, limit)
    .map(({ rank: _rank, ...hit }) => hit);
}
