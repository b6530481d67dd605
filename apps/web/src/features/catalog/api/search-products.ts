import { queryOptions } from '@tanstack/react-query';
import { searchProducts } from '@tedarik/contract/catalog/public';
import { call } from '../../../lib/call';
import { catalogKeys } from './keys';

/** GET /api/urunAra?s=: at most 5 catalog products (Turkish-folded on the server: 'ÇELİK' = 'çelik'). */
export const productSearchQuery = (text: string) =>
  queryOptions({
    queryKey: catalogKeys.search(text),
    queryFn: ({ signal }) => call(searchProducts, { query: { s: text } }, { signal }),
    staleTime: 5 * 60_000,
  });
