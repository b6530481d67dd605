import { queryOptions } from '@tanstack/react-query';
import { getSearchSuggestions } from '@tedarik/contract/catalog/public';
import { call } from '../../../lib/call';
import { catalogKeys } from './keys';

/**
 * GET /api/v2/search/suggestions?s=: the header's ten best catalog products for the text, each with the parts of its
 * name that matched, and the corrected text when the typed one finds nothing (the items are then the corrected one's).
 */
export const searchSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(text),
    queryFn: ({ signal }) => call(getSearchSuggestions, { query: { s: text } }, { signal }),
    staleTime: 5 * 60_000,
  });
