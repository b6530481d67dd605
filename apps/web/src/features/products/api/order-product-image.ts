import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderProductImage } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { refreshOwnProducts } from './own-product-cache';

/** POST /api/uyeurungorselguncelle-{imageId} (form: sira) → 'Güncellendi.'; the product's images are sorted by it. */
export function useOrderProductImage(productId: number, imageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sira: number }) => call(orderProductImage, { params: { id: imageId }, body }),
    onSuccess: () => refreshOwnProducts(queryClient, productId),
  });
}
