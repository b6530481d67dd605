import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { KIND_LABELS } from '@tedarik/contract/orders/orders';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { QueryError } from '../../../ui/query-error';
import { myOrdersQuery } from '../api/orders';
import { OrderStatusBadge, tl } from './order-parts';

/** /hesabim/odemeler: the member's orders, newest first, each with its code, amount and state. */
export function MyOrdersScreen() {
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(myOrdersQuery());
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={200} aria-busy />;
  const items = data.pages.flatMap((p) => p.items);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button component={Link} to="/account-d-detay-paket" variant="light">
          Paket Satın Al
        </Button>
      </Group>
      {items.length === 0 && <Text c="dimmed">Henüz siparişiniz yok.</Text>}
      {items.map((o) => (
        <Card key={o.id} withBorder radius="md" padding="sm" component={Link} to={`/hesabim/odemeler/${o.id}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={700}>
                {o.title}{' '}
                <Text span c="dimmed" size="sm">
                  ({KIND_LABELS[o.kind]})
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {o.code} · {formatDate(o.createdAt)}
              </Text>
            </Stack>
            <Group gap="sm">
              <Text fw={700}>{tl(o.total)}</Text>
              <OrderStatusBadge status={o.status} />
            </Group>
          </Group>
        </Card>
      ))}
      {hasNextPage && (
        <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          Daha Fazla
        </Button>
      )}
    </Stack>
  );
}
