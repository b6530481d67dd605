import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderDetail, AdminReceipt } from '@tedarik/contract/orders/admin';
import { type BankAccount, ibanText, KIND_LABELS } from '@tedarik/contract/orders/orders';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../ui/admin/feedback';
import { formatSize } from '../../../ui/file-list';
import { QueryError } from '../../../ui/query-error';
import { adminOrderQuery, downloadReceiptOf } from '../api/admin';
import { AmountTable, OrderStatusBadge } from '../components/order-parts';
import { ordersHref } from './links';
import { OrderActions, RejectModal } from './order-actions';

/**
 * /adminimt/odemeler/{id}: one order paid by transfer: its reference code, company, what it buys, the amounts with
 * KDV, its state and decision (who, when, why), every receipt its member sent, the bank accounts its member is shown,
 * and the decisions of the list (Onayla, Reddet with a reason, Proforma).
 */
export function AdminOrderScreen({ id }: { id: number }) {
  const { data, error } = useQuery(adminOrderQuery(id));
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ordersHref} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> Ödemeler
        </Group>
      </Anchor>
      {error ? (
        <QueryError error={error} />
      ) : !data ? (
        <Skeleton h={420} aria-busy />
      ) : (
        <OrderDetail detail={data} onReject={setRejecting} />
      )}
      <RejectModal order={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

function OrderDetail({ detail, onReject }: { detail: AdminOrderDetail; onReject: (o: AdminOrder) => void }) {
  const { order, receipts, decidedBy, bankAccounts } = detail;
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>
          <Text span inherit ff="monospace">
            {order.code}
          </Text>
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Fact label="Firma">
              <Anchor component={Link} to={adminHref.member(order.memberId)}>
                {order.companyName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {order.email}
              </Text>
            </Fact>
            <Fact label="Ürün">
              {order.title}{' '}
              <Text span c="dimmed" size="sm">
                ({KIND_LABELS[order.kind]}
                {order.months ? `, ${order.months} ay` : ''}
                {order.credits ? `, ${order.credits} teklif hakkı` : ''})
              </Text>
            </Fact>
            <Fact label="Oluşturulma Tarihi">{formatDate(order.createdAt, true)}</Fact>
            {order.decidedAt && (
              <Fact label="Karar">
                {formatDate(order.decidedAt, true)}
                {decidedBy ? ` · ${decidedBy}` : ''}
              </Fact>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <AmountTable {...order} />
            <OrderActions order={order} onReject={onReject} size="sm" />
          </Stack>
        </Paper>
      </SimpleGrid>
      {order.status === 'rejected' && order.rejectReason && (
        <Alert color="red" title="Red gerekçesi">
          {order.rejectReason}
        </Alert>
      )}
      <Title order={3} size="h4">
        Dekontlar
      </Title>
      <Receipts order={order} receipts={receipts} />
      <Title order={3} size="h4">
        Üyeye gösterilen banka hesapları
      </Title>
      <Accounts accounts={bankAccounts} />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function Receipts({ order, receipts }: { order: AdminOrder; receipts: AdminReceipt[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  if (receipts.length === 0) return <Text c="dimmed">Henüz dekont yüklenmedi.</Text>;
  const download = (r: AdminReceipt) => {
    setBusy(r.id);
    downloadReceiptOf(order, r)
      .catch(notifyError)
      .finally(() => setBusy(null));
  };
  return (
    <Stack gap="xs">
      {receipts.map((r, i) => (
        <Paper key={r.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text truncate fw={i === 0 ? 600 : undefined}>
                {r.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(r.sentAt, true)} · {formatSize(r.size)}
                {i === 0 && receipts.length > 1 ? ' · en yeni' : ''}
              </Text>
            </div>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={busy === r.id}
              onClick={() => download(r)}
              aria-label={`${r.fileName} İndir`}
            >
              İndir
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Accounts({ accounts }: { accounts: BankAccount[] }) {
  if (accounts.length === 0) return <Text c="dimmed">Henüz banka hesabı eklenmedi.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Banka</Table.Th>
            <Table.Th>Hesap Sahibi</Table.Th>
            <Table.Th>IBAN</Table.Th>
            <Table.Th>Para Birimi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.bank}</Table.Td>
              <Table.Td>{a.holder}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {ibanText(a.iban)}
              </Table.Td>
              <Table.Td>{a.currency}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
