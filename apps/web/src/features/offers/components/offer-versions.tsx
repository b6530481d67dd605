import { Alert, Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, kurusOf } from '@tedarik/contract/money';
import type { OfferVersion } from '@tedarik/contract/offers/member-desk';
import { formatDate } from '../../../lib/format';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { offerVersionsQuery } from '../api/get-offer-versions';

/** The fields of a version as their labels say them. */
const LABELS: Record<string, string> = {
  unitPrice: 'Birim Fiyat',
  total: 'Toplam',
  currency: 'Para Birimi',
  vatRate: 'KDV Oranı',
  vatIncluded: 'KDV Dahil / Hariç',
  deliveryOn: 'Tahmini Teslim Tarihi',
  paymentDays: 'Ödeme',
  validUntil: 'Geçerlilik Tarihi',
  note: 'Açıklama',
};

/** An amount of the wire ('1234.50') in its currency; '—' where there is none (a legacy offer's unit price). */
export const money = (amount: string | null, currency: OfferVersion['currency']) =>
  amount === null ? '—' : formatMoney(kurusOf(amount), currency);
export const paymentText = (days: number | null) => (days === null ? '—' : days === 0 ? 'Peşin' : `Vade: ${days} gün`);
export const vatText = (rate: number | null, included: boolean | null) =>
  rate === null ? '—' : `%${rate} ${included ? 'KDV Dahil' : 'KDV Hariç'}`;

/** 'Geçmiş': every version of an offer, oldest first, each with what changed from the one before. */
export function OfferVersions({ offerId }: { offerId: number }) {
  const { data, error } = useQuery(offerVersionsQuery(offerId));
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={120} aria-busy />;
  if (data.versions.length === 0) return <EmptyText />;
  return (
    <Stack gap="xs">
      {data.versions.map((v) => (
        <Stack key={v.version} gap={4} component="section" aria-label={`Sürüm ${v.version}`}>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              Sürüm {v.version}
            </Badge>
            {v.round > 1 && (
              <Badge variant="outline" tt="none">
                {v.round}. tur
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {formatDate(v.createdAt, true)}
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={320}>
            <Table fz="sm" withRowBorders={false}>
              <Table.Tbody>
                <Row label="Toplam" changed={v.changed.includes('total')}>
                  {money(v.total, v.currency)}
                </Row>
                <Row label="Birim Fiyat" changed={v.changed.includes('unitPrice')}>
                  {money(v.unitPrice, v.currency)}
                </Row>
                <Row label="KDV" changed={v.changed.includes('vatRate') || v.changed.includes('vatIncluded')}>
                  {vatText(v.vatRate, v.vatIncluded)}
                </Row>
                <Row label="Tahmini Teslim Tarihi" changed={v.changed.includes('deliveryOn')}>
                  {formatDate(v.deliveryOn)}
                </Row>
                <Row label="Ödeme" changed={v.changed.includes('paymentDays')}>
                  {paymentText(v.paymentDays)}
                </Row>
                <Row label="Geçerlilik Tarihi" changed={v.changed.includes('validUntil')}>
                  {v.validUntil ? formatDate(v.validUntil) : '—'}
                </Row>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {v.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {v.note}
            </Text>
          )}
          {v.changed.length > 0 && (
            <Alert variant="light" color="yellow" p="xs">
              <Text size="sm">Değişen: {v.changed.map((f) => LABELS[f] ?? f).join(', ')}</Text>
            </Alert>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function Row({ label, changed, children }: { label: string; changed: boolean; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td c="dimmed" w="45%">
        {label}
      </Table.Td>
      {/* marked as a highlighter would: yellow text on white falls under 4.5:1 contrast */}
      <Table.Td fw={changed ? 700 : undefined} bg={changed ? 'yellow.1' : undefined}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
