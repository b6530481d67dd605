import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { CreateProductWizard } from '../../../features/products/components/create-product-wizard';
import { MY_PRODUCTS } from '../../../features/products/links';
import { getMemberUser, useMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

export function prefetch() {
  if (getMemberUser()?.role === 'imalatci') void queryClient.prefetchQuery(categoryLinksQuery());
}

/**
 * /account-d-detay-urun-olustur: the add-product wizard over the catalog tree (GET /api/kategoriListLink). Only a
 * manufacturer adds products (the server refuses anyone else): the others go to my products, which says why.
 */
export function Component() {
  const manufacturer = useMemberUser()?.role === 'imalatci';
  const tree = useQuery({ ...categoryLinksQuery(), enabled: manufacturer });
  if (!manufacturer) return <Navigate to={MY_PRODUCTS} replace />;
  return <CreateProductWizard tree={{ data: tree.data ?? [], loading: tree.isPending }} />;
}
