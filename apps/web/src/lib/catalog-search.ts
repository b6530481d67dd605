// The search for a catalog product (spec §5 "Searches": from 3 characters, case-insensitive with Turkish rules), read
// by the add-product wizard and by 'Talep Tercihlerim' (decision 0035: what two areas read lives in lib/), answered by
// GET /api/katalogAra with each product's category, which the create call needs too (ktt); the header's GET
// /api/urunAra answers neither that nor more than 5. The category names come from GET /api/kategoriListLink.
import { queryOptions } from '@tanstack/react-query';
import { type CategoryRef, searchCatalogProducts } from '@tedarik/contract/catalog/public';
import { fold } from '@tedarik/contract/text';
import { call } from './call';
import { CATALOGUE_VIEWS } from './catalogue-views';

export type CatalogHit = {
  id: number;
  urunAd: string;
  categoryId: number;
  /** where it sits: 'Metal › Boru' */
  path: string;
};

const PATH_SEPARATOR = ' › ';

/** The category names from the sector down to `id` ('' for an unknown category). */
export function categoryPath(list: CategoryRef[], id: number): string {
  const byId = new Map(list.map((c) => [c.id, c]));
  const names: string[] = [];
  const seen = new Set<number>();
  for (let c = byId.get(id); c && !seen.has(c.id); c = c.ustKat === null ? undefined : byId.get(c.ustKat)) {
    seen.add(c.id);
    names.unshift(c.katAd);
  }
  return names.join(PATH_SEPARATOR);
}

/**
 * GET /api/katalogAra?s=: keyed by the folded text, so 'ÇELİK' and 'çelik' share one entry, as they share one answer;
 * under the public products' root, which a catalogue write refetches.
 */
export const catalogSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_VIEWS.publicProducts, 'catalog-search', fold(text)],
    queryFn: ({ signal }) => call(searchCatalogProducts, { query: { s: text } }, { signal }),
    staleTime: 5 * 60_000,
  });
