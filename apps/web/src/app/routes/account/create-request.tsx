import { useQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { CreateRequestForm } from '../../../features/requests/components/create-request-form';
import { getMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

/**
 * Only buyers (basic) create requests; other roles go to their requests (spec §6). The tree is awaited so that a
 * visitor's draft shows in its sector, category and product at once.
 */
export async function loader() {
  if (getMemberUser()?.role !== 'basic') return redirect('/account-d-detay-taleplerim');
  await queryClient.prefetchQuery(categoryLinksQuery());
  return null;
}

/** /account-d-detay-taleplerim-olustur: the create-request form, started from the visitor's draft. */
export function Component() {
  const tree = useQuery(categoryLinksQuery());
  return <CreateRequestForm tree={{ data: tree.data ?? [], loading: tree.isPending }} />;
}
