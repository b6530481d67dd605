import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../lib/http';

/**
 * A client with the app's defaults. The server renders each page with a client of its own that does not retry: a
 * failed call is left to the browser, which asks again.
 */
export function newQueryClient({ retry = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network errors and 5xx get one more try, a 503 (the service is away
        // for a moment) three, a few seconds apart, before the page shows 'Tekrar Dene'.
        retry: (failures, error) => {
          if (!retry || (error instanceof HttpError && error.status >= 400 && error.status < 500)) return false;
          return failures < (error instanceof HttpError && error.status === 503 ? 3 : 1);
        },
        retryDelay: (failures) => Math.min(1000 * 2 ** failures, 5000),
      },
    },
  });
}

/** One client for components and route loaders (loaders prefetch through the same queryOptions). */
export const queryClient = newQueryClient();
