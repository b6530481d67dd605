import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeOwnProduct } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { refreshOwnProducts } from './own-product-cache';

/**
 * GET /api/uyeurunkaldir-{id} → 'Ürün kaldırıldı.'. The lists are fetched again; the page of the removed product
 * leaves the cache once the member has left it (see forgetOwnProduct), so that it is not asked for again meanwhile.
 */
export function useRemoveOwnProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(removeOwnProduct, { params: { id } }),
    onSuccess: () => refreshOwnProducts(queryClient),
  });
}
