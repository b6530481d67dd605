import { queryOptions } from '@tanstack/react-query';
import type { zProductSuggestions } from '@tedarik/contract/catalog';
import { fold } from '@tedarik/contract/text';
import type { z } from 'zod';
import { getJson } from '../../../lib/http';

export type ProductSuggestion = z.infer<typeof zProductSuggestions>[number];

/** GET /api/urunAra?s=: at most 5 catalog products (Turkish-folded on the server: 'ÇELİK' = 'çelik'). */
export const searchProducts = (text: string, signal?: AbortSignal) =>
  getJson<ProductSuggestion[]>(`/api/urunAra?${new URLSearchParams({ s: text })}`, { signal });

/** Keyed by the folded text, so 'ÇELİK' and 'çelik' share one cache entry, like they share one answer. */
export const productSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['catalog', 'search', fold(text)],
    queryFn: ({ signal }) => searchProducts(text, signal),
    staleTime: 5 * 60_000,
  });
