import { Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { BuyersOnly } from '../../../features/requests/components/buyers-only';
import { CreateRequestForm } from '../../../features/requests/components/create-request-form';
import { getMemberUser, useMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

export function prefetch() {
  if (getMemberUser()?.role === 'basic') void queryClient.prefetchQuery(categoryLinksQuery());
}

/**
 * /account-d-detay-taleplerim-olustur: the create-request form, started from the visitor's draft (the form waits for
 * the tree, so that the draft shows in its sector, category and product at once). Only buyers (basic) create
 * requests (spec §6); a manufacturer or company is told so here, with what it does instead, where the legacy page
 * sent it to an empty list of requests (issue 35).
 */
export function Component() {
  const role = useMemberUser()?.role;
  const tree = useQuery({ ...categoryLinksQuery(), enabled: role === 'basic' });
  if (!role) return null;
  if (role !== 'basic')
    return (
      <>
        <Title order={2}>Talep Oluştur</Title>
        <BuyersOnly role={role} />
      </>
    );
  if (tree.isPending) return <Skeleton h={480} aria-busy />;
  return <CreateRequestForm tree={{ data: tree.data ?? [], loading: false }} />;
}
