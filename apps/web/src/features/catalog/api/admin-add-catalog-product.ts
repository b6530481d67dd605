import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addCatalogProduct } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putProductAnswer } from './admin-catalog-product-answer';

/** POST /adn_api/kategoriUrunEkle-{categoryId} {etiket: the product's name} → the category's first page. */
export function useAddCatalogProduct(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addCatalogProduct>) =>
      call(addCatalogProduct, { params: { id: categoryId }, body }),
    onSuccess: (answer) => putProductAnswer(queryClient, categoryId, answer),
  });
}
