import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { Link } from 'react-router';
import { HttpError } from '../../../lib/http';
import type { CategoryTree } from '../../../ui/catalog-product-picker';
import { QueryError } from '../../../ui/query-error';
import { ownRequestQuery } from '../api/get-own-request';
import { ownRequestHref } from '../links';
import { editBlock } from '../own-state';
import { EditRequestForm } from './edit-request-form';

/**
 * Editing my request: the form once the request and the category tree are in; for a request that can no longer be
 * edited (approved, finished, offered on) the reason and the way back instead; someone else's is not found.
 */
export function EditRequest({ id, tree }: { id: number; tree: CategoryTree }) {
  const { data, error } = useQuery({ ...ownRequestQuery(id), retryOnMount: false });
  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return <QueryError error={missing ? new HttpError(404, REQUEST_MSG.notFound) : error} />;
  }
  if (!data || tree.loading) return <Skeleton h={480} aria-busy />;
  const blocked = editBlock(data.talep, data.toplamCevaplar);
  if (blocked)
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} role="status" w="100%">
          {blocked}
        </Alert>
        <Anchor component={Link} to={ownRequestHref(id)}>
          Talebe dön
        </Anchor>
      </Stack>
    );
  // keyed by the request: a form is filled in once, from the request it edits
  return <EditRequestForm key={id} tree={tree} detail={data} />;
}
