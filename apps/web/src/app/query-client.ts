import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../lib/http';

/** One client for components and route loaders (loaders prefetch through the same queryOptions). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; network errors and 5xx get one more try.
      retry: (failures, error) =>
        !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 1,
    },
  },
});
