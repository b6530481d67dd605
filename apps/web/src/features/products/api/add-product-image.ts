import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addProductImage } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { refreshOwnProducts } from './own-product-cache';

/**
 * POST /api/uyeurungorselgir-{productId} (multipart: file, sira) → 'Görsel eklendi.'; a sixth image is refused with
 * 'Görsel yükleme hakkınız dolmuştur.'. `onUploadProgress` follows the upload (0 to 1).
 */
export function useAddProductImage(productId: number, onUploadProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addProductImage>) =>
      call(addProductImage, { params: { id: productId }, body }, { onUploadProgress }),
    // a refusal too: the page counted fewer images than the product has
    onSettled: () => refreshOwnProducts(queryClient, productId),
  });
}
