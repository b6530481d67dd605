import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeProductImage } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { refreshOwnProducts } from './own-product-cache';

/** GET /api/uyeurungorselkaldir-{imageId} → 'Görsel kaldırıldı.'. */
export function useRemoveProductImage(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => call(removeProductImage, { params: { id: imageId } }),
    onSuccess: () => refreshOwnProducts(queryClient, productId),
  });
}
