import { fold } from '@tedarik/contract/text';

// Query keys of the category tree, the sectors and the product search.
export const catalogKeys = {
  all: ['catalog'] as const,
  links: () => [...catalogKeys.all, 'links'] as const,
  tree: () => [...catalogKeys.all, 'tree'] as const,
  sectors: () => [...catalogKeys.all, 'sectors'] as const,
  /** Keyed by the folded text, so 'ÇELİK' and 'çelik' share one cache entry, like they share one answer. */
  search: (text: string) => [...catalogKeys.all, 'search', fold(text)] as const,
};
