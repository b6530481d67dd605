import { Badge, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheck, IconStarFilled } from '@tabler/icons-react';
import { type Currency, formatMoney, kurusOf } from '@tedarik/contract/money';
import type { Comparison, ComparisonRow } from '@tedarik/contract/offers/comparison';
import { formatAverage, formatDate } from '../../../lib/format';

const money = (value: string | null, currency: Currency) =>
  value === null ? '—' : formatMoney(kurusOf(value), currency);
const payment = (days: number | null) => (days === null ? '—' : days === 0 ? 'Peşin' : `${days} gün vade`);

function Delivery({ row }: { row: ComparisonRow }) {
  const late = row.daysLate;
  return (
    <Text size="sm">
      {formatDate(row.deliveryOn)}
      <br />
      <Text span size="xs" c={late > 0 ? 'red.9' : late < 0 ? 'teal.9' : 'dimmed'}>
        {late === 0 ? 'Zamanında' : late < 0 ? `${-late} gün erken` : `${late} gün geç`}
      </Text>
    </Text>
  );
}

/**
 * The offers side by side (issue 37): the amounts in the offer's currency and in TL at the bulletin the heading
 * names, KDV as chosen, delivery against the requested day; the lowest TL total marked, an expired offer struck.
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  return (
    // the viewport takes the focus, so that a keyboard scrolls the table sideways (it holds no link nor button)
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Karşılaştırma tablosu' }}
    >
      <Table striped highlightOnHover miw={1100} verticalSpacing="xs" aria-label="Teklif Karşılaştırma">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tedarikçi</Table.Th>
            <Table.Th ta="right">Birim Fiyat</Table.Th>
            <Table.Th ta="right">Toplam</Table.Th>
            <Table.Th>KDV</Table.Th>
            <Table.Th ta="right">Toplam (TL)</Table.Th>
            <Table.Th>Teslim</Table.Th>
            <Table.Th>Ödeme</Table.Th>
            <Table.Th>Geçerlilik</Table.Th>
            <Table.Th>Puan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparison.rows.map((row) => (
            <Table.Tr
              key={row.offerId}
              data-lowest={row.lowest || undefined}
              bg={row.lowest ? 'var(--mantine-color-teal-light)' : undefined}
            >
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={row.lowest ? 700 : 500}>
                    {row.supplier}
                  </Text>
                  {row.verified && (
                    <Tooltip label="Hesabı doğrulanmış">
                      <IconRosetteDiscountCheck
                        size={16}
                        color="var(--mantine-color-blue-6)"
                        aria-label="Doğrulanmış"
                      />
                    </Tooltip>
                  )}
                </Group>
                <Group gap={4} mt={2}>
                  {row.lowest && (
                    <Badge size="xs" color="teal.9">
                      En düşük
                    </Badge>
                  )}
                  {row.accepted && (
                    <Badge size="xs" color="blue" variant="light" tt="none">
                      Kabul Edildi
                    </Badge>
                  )}
                  {row.version > 1 && (
                    <Badge size="xs" color="gray" variant="light">
                      {row.version}. sürüm
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{money(row.unitPrice, row.currency)}</Table.Td>
              <Table.Td ta="right">{money(row.total, row.currency)}</Table.Td>
              <Table.Td>{row.vatRate === null ? '—' : `%${row.vatRate}`}</Table.Td>
              <Table.Td ta="right" fw={row.lowest ? 700 : undefined}>
                {money(row.totalTl, 'TL')}
              </Table.Td>
              <Table.Td>
                <Delivery row={row} />
              </Table.Td>
              <Table.Td>{payment(row.paymentDays)}</Table.Td>
              <Table.Td>
                {row.validUntil === null ? (
                  '—'
                ) : (
                  <Text size="sm" td={row.expired ? 'line-through' : undefined} c={row.expired ? 'dimmed' : undefined}>
                    {formatDate(row.validUntil)}
                    {row.expired && (
                      <Text span size="xs" c="red.9" td="none" display="block">
                        Süresi doldu
                      </Text>
                    )}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.rating ? (
                  <Group gap={4} wrap="nowrap">
                    <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                    <Text size="sm">
                      {formatAverage(row.rating.average)} ({row.rating.count})
                    </Text>
                  </Group>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
