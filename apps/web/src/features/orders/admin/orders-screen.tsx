import {
  Anchor,
  Button,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@tedarik/contract/orders/admin';
import { KIND_LABELS, ORDER_STATUS_LABELS, type OrderStatus } from '@tedarik/contract/orders/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../ui/admin/feedback';
import { QueryError } from '../../../ui/query-error';
import { adminOrdersQuery, downloadReceiptOf, ordersSummaryQuery } from '../api/admin';
import { OrderStatusBadge, tl } from '../components/order-parts';
import { orderHref } from './links';
import { OrderActions, RejectModal } from './order-actions';
import { RevenueChart } from './revenue-chart';

const FILTERS = [
  { value: '', label: 'Tümü' },
  ...(['receipt_sent', 'waiting', 'confirmed', 'rejected', 'cancelled'] as const).map((s) => ({
    value: s,
    label: ORDER_STATUS_LABELS[s],
  })),
];

/** /adminimt/odemeler: revenue per month and the orders waiting at the top; the orders, waiting first. */
export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const summary = useQuery(ordersSummaryQuery());
  const list = useInfiniteQuery(adminOrdersQuery(status));
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);
  return (
    <Stack gap="md">
      <Title order={2}>Ödemeler</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" size="sm">
            Onay bekleyen ödemeler
          </Text>
          {summary.data ? (
            <Text fz={32} fw={700}>
              {summary.data.waiting}
            </Text>
          ) : (
            <Skeleton h={40} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" size="sm" mb="xs">
            Aylık gelir (KDV Dahil, son 12 ay)
          </Text>
          {summary.error ? (
            <QueryError error={summary.error} />
          ) : summary.data ? (
            <RevenueChart revenue={summary.data.revenue} />
          ) : (
            <Skeleton h={120} />
          )}
        </Paper>
      </SimpleGrid>
      <SegmentedControl
        data={FILTERS}
        value={status}
        onChange={(v) => setStatus(v as OrderStatus | '')}
        style={{ overflowX: 'auto' }}
      />
      {list.error ? (
        <QueryError error={list.error} />
      ) : !list.data ? (
        <Skeleton h={240} aria-busy />
      ) : (
        <OrdersTable items={list.data.pages.flatMap((p) => p.items)} onReject={setRejecting} />
      )}
      {list.hasNextPage && (
        <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          Daha Fazla
        </Button>
      )}
      <RejectModal order={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

function OrdersTable({ items, onReject }: { items: AdminOrder[]; onReject: (o: AdminOrder) => void }) {
  if (items.length === 0) return <Text c="dimmed">Henüz kayıt yok.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Referans Kodu</Table.Th>
            <Table.Th>Firma</Table.Th>
            <Table.Th>Ürün</Table.Th>
            <Table.Th ta="right">Tutar (KDV Dahil)</Table.Th>
            <Table.Th>Durum</Table.Th>
            <Table.Th>Dekont</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td ff="monospace">
                <Anchor component={Link} to={orderHref(o.id)} ff="monospace">
                  {o.code}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {o.companyName}
                <Text size="xs" c="dimmed">
                  {formatDate(o.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                {o.title}
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[o.kind]}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{tl(o.total)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={o.status} />
              </Table.Td>
              <Table.Td>
                {o.receipt ? (
                  <Button size="compact-xs" variant="default" onClick={() => downloadReceiptOf(o).catch(notifyError)}>
                    İndir
                  </Button>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <OrderActions order={o} onReject={onReject} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
