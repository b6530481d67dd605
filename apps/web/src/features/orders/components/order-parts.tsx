import { Badge, Table, Text } from '@mantine/core';
import { formatMoney, kurusOf } from '@tedarik/contract/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tedarik/contract/orders/orders';

const COLORS: Record<OrderStatus, string> = {
  waiting: 'yellow',
  receipt_sent: 'blue',
  confirmed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** An order's state as a badge. */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <Badge color={COLORS[status]} variant="light">
    {ORDER_STATUS_LABELS[status]}
  </Badge>
);

/** '1234.50' → '₺1.234,50' */
export const tl = (amount: string) => formatMoney(kurusOf(amount), 'TL');

/** Net, KDV and total, one line each. */
export function AmountTable({
  net,
  kdv,
  kdvRate,
  total,
}: {
  net: string;
  kdv: string;
  kdvRate: number;
  total: string;
}) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} maw={420}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Tutar (KDV Hariç)</Table.Td>
          <Table.Td ta="right">{tl(net)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>KDV (%{kdvRate})</Table.Td>
          <Table.Td ta="right">{tl(kdv)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>
            <Text fw={700}>Toplam (KDV Dahil)</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={700}>{tl(total)}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
