import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { createProduct } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { refreshOwnProducts } from './own-product-cache';

/**
 * POST /api/uyeurunOlustur (multipart: urun, urunAdi, file, detay, ktt) → the new id; `onUploadProgress` follows the
 * image's upload (0 to 1).
 */
export function useCreateProduct(onUploadProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof createProduct>) => call(createProduct, { body }, { onUploadProgress }),
    onSuccess: () => refreshOwnProducts(queryClient),
  });
}
