import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { ownFinishedRequestsQuery } from '../api/get-own-finished-requests';
import { ownRequestsQuery } from '../api/get-own-requests';
import { OwnRequestCard } from './own-request-card';

/** The spec's empty text of my requests (§8). */
const NO_REQUESTS = 'Talebiniz Bulunmuyor.';

/** My active (GET /api/talepListesi) or finished (GET /api/talepListesiBitmis) requests, newest first. */
export function OwnRequestList({ finished }: { finished: boolean }) {
  const { data, error } = useQuery(finished ? ownFinishedRequestsQuery() : ownRequestsQuery());
  if (error) return <QueryError error={error} />;
  if (!data)
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  if (data.length === 0) return <EmptyText text={NO_REQUESTS} />;
  return (
    <Stack gap="sm">
      {data.map((item) => (
        <OwnRequestCard key={item.tlb.id} item={item} />
      ))}
    </Stack>
  );
}
