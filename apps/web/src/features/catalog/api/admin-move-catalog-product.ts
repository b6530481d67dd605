import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveCatalogProduct } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putProductAnswer } from './admin-catalog-product-answer';

/**
 * POST /adn_api/kategoriUrunGnckat-{categoryId} {kat: the target, id} → the first page of the category it left. The
 * target must have no sub-categories; the product's requests and company products follow it.
 */
export function useMoveCatalogProduct(categoryId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number) => call(moveCatalogProduct, { params: { id: categoryId }, body: { kat: target, id } }),
    onSuccess: (answer) => putProductAnswer(queryClient, categoryId, answer),
  });
}
