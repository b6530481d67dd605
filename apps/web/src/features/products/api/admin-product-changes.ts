import type { QueryClient } from '@tanstack/react-query';
import { productAdminKeys } from './admin-keys';

/** After any change of a company product: its lists and pages, and the members' product counts, are refetched. */
export const refreshProducts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: productAdminKeys.members }),
  ]);
