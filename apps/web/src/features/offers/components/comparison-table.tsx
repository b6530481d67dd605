import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRosetteDiscountCheck, IconStarFilled } from '@tabler/icons-react';
import { type Currency, formatMoney, kurusOf } from '@tedarik/contract/money';
import type { Comparison, ComparisonRow } from '@tedarik/contract/offers/member-comparison';
import type { ReactNode } from 'react';
import { formatAverage, formatDate } from '../../../lib/format';
import { CompanyBadges } from '../../../ui/company-badges';
import { ReputationLine } from '../../../ui/reputation-line';

const money = (value: string | null, currency: Currency) =>
  value === null ? '—' : formatMoney(kurusOf(value), currency);
const payment = (days: number | null) => (days === null ? '—' : days === 0 ? 'Peşin' : `${days} gün vade`);
const lateness = (late: number) => (late === 0 ? 'Zamanında' : late < 0 ? `${-late} gün erken` : `${late} gün geç`);
const vatOf = (row: ComparisonRow) => (row.vatRate === null ? 'KDV belirtilmedi' : `KDV %${row.vatRate}`);

/** The offer: its label or (once accepted) its company, verified or not, and what marks it. */
function Supplier({ row }: { row: ComparisonRow }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="sm" fw={row.lowest ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          {row.supplier}
        </Text>
        {row.verified && !row.badges && (
          <Tooltip label="Hesabı doğrulanmış">
            <IconRosetteDiscountCheck
              size={16}
              color="var(--mantine-color-blue-6)"
              aria-label="Doğrulanmış"
              style={{ flexShrink: 0 }}
            />
          </Tooltip>
        )}
      </Group>
      <Group gap={4}>
        {row.lowest && (
          <Badge size="xs" color="teal.9" tt="none">
            En düşük
          </Badge>
        )}
        {row.accepted && (
          <Badge size="xs" color="blue" variant="light" tt="none">
            Kabul Edildi
          </Badge>
        )}
        {row.version > 1 && (
          <Badge size="xs" color="gray" variant="light" tt="none">
            {row.version}. sürüm
          </Badge>
        )}
      </Group>
      <CompanyBadges badges={row.badges} size="xs" />
      <ReputationLine reputation={row.reputation} />
    </Stack>
  );
}

function Delivery({ row }: { row: ComparisonRow }) {
  const late = row.daysLate;
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDate(row.deliveryOn)}</Text>
      <Text size="xs" c={late > 0 ? 'red.9' : late < 0 ? 'teal.9' : 'dimmed'}>
        {lateness(late)}
      </Text>
    </Stack>
  );
}

function Validity({ row }: { row: ComparisonRow }) {
  if (row.validUntil === null) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" td={row.expired ? 'line-through' : undefined} c={row.expired ? 'dimmed' : undefined}>
        {formatDate(row.validUntil)}
      </Text>
      {row.expired && (
        <Text size="xs" c="red.9">
          Süresi doldu
        </Text>
      )}
    </Stack>
  );
}

function Rating({ row }: { row: ComparisonRow }) {
  if (!row.rating) return <Text size="sm">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm">
        {formatAverage(row.rating.average)} ({row.rating.count})
      </Text>
    </Group>
  );
}

/** The amount as offered, with its unit price and KDV under it. */
function Offered({ row }: { row: ComparisonRow }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {money(row.total, row.currency)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {row.unitPrice !== null && <>Birim {money(row.unitPrice, row.currency)} · </>}
        {vatOf(row)}
      </Text>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** On a phone: one card per offer, the TL total first (issue 47 item 20). */
function ComparisonCards({ rows }: { rows: ComparisonRow[] }) {
  return (
    <Stack gap="sm" role="list" aria-label="Teklif Karşılaştırma">
      {rows.map((row) => (
        <Paper
          key={row.offerId}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          aria-label={row.supplier}
          data-lowest={row.lowest || undefined}
          bg={row.lowest ? 'var(--mantine-color-teal-light)' : undefined}
        >
          <Stack gap="xs">
            <Supplier row={row} />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              <Fact label="Toplam (TL)">
                <Text size="sm" fw={700}>
                  {money(row.totalTl, 'TL')}
                </Text>
              </Fact>
              <Fact label="Teklif">
                <Text size="sm">{money(row.total, row.currency)}</Text>
                <Text size="xs" c="dimmed">
                  {row.unitPrice !== null && <>Birim {money(row.unitPrice, row.currency)} · </>}
                  {vatOf(row)}
                </Text>
              </Fact>
              <Fact label="Teslim">
                <Delivery row={row} />
              </Fact>
              <Fact label="Ödeme">
                <Text size="sm">{payment(row.paymentDays)}</Text>
              </Fact>
              <Fact label="Geçerlilik">
                <Validity row={row} />
              </Fact>
              <Fact label="Puan">
                <Rating row={row} />
              </Fact>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The offers side by side (issue 37): the amounts in the offer's currency and in TL at the rates the heading names,
 * KDV as chosen, delivery against the requested day; the lowest TL total marked, an expired offer struck. A table
 * that fits the member area's column at 1280 px (validity and rating in view), a list of cards on a phone (issue 47
 * item 20); masked suppliers are their neutral labels with their city ('Teklif A (Kocaeli)').
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  if (!wide) return <ComparisonCards rows={comparison.rows} />;
  return (
    <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" aria-label="Teklif Karşılaştırma">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Teklif</Table.Th>
          <Table.Th ta="right">Teklif Edilen</Table.Th>
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
              <Supplier row={row} />
            </Table.Td>
            <Table.Td ta="right">
              <Offered row={row} />
            </Table.Td>
            <Table.Td ta="right" fw={row.lowest ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
              {money(row.totalTl, 'TL')}
            </Table.Td>
            <Table.Td>
              <Delivery row={row} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{payment(row.paymentDays)}</Table.Td>
            <Table.Td>
              <Validity row={row} />
            </Table.Td>
            <Table.Td>
              <Rating row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
