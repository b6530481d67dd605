import { fold } from '@tedarik/contract/text';

// Query keys of the category tree, the sectors, the product search and the header's suggestions.
export const catalogKeys = {
  all: ['catalog'] as const,
  links: () => [...catalogKeys.all, 'links'] as const,
  tree: () => [...catalogKeys.all, 'tree'] as const,
  sectors: () => [...catalogKeys.all, 'sectors'] as const,
  /** Keyed by the folded text, so 'ÇELİK' and 'çelik' share one cache entry, like they share one answer. */
  search: (text: string) => [...catalogKeys.all, 'search', fold(text)] as const,
  /** The header's suggestions (v2), folded as the search's. */
  suggestions: (text: string) => [...catalogKeys.all, 'suggestions', fold(text)] as const,
};
