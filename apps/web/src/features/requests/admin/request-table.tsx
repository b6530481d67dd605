import { Anchor, Stack, Text } from '@mantine/core';
import type { AdminRequestRow } from '@tedarik/contract/requests/admin';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatCount, formatDate, shorten } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import type { PagerProps } from '../../../ui/pager';
import { RequestStateBadges } from './request-state-badges';

/** A request's quantity with its unit ('1.150 Kilo'); 0 means the buyer did not say. */
export const quantityText = ({ adet, tip }: Pick<AdminRequestRow['uypkt'], 'adet' | 'tip'>) =>
  adet > 0 ? `${formatCount(adet)} ${tip}` : tip;

const COLUMNS: Column<AdminRequestRow>[] = [
  { header: 'Oluşturulma Tarihi', cell: (r) => formatDate(r.uypkt.tarih), nowrap: true },
  {
    header: 'Ürün / Kategori',
    cell: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {r.katUrun.urunAd}
        </Text>
        <Text size="xs" c="dimmed">
          {r.katUrun.kat}
        </Text>
      </Stack>
    ),
  },
  { header: 'Miktar', cell: (r) => quantityText(r.uypkt), nowrap: true },
  {
    header: 'Açıklama',
    cell: (r) => (
      <Text size="sm" title={r.uypkt.detay} miw={200} maw={320}>
        {shorten(r.uypkt.detay, 80)}
      </Text>
    ),
  },
  {
    header: 'Üye',
    cell: (r) => (
      <Stack gap={0}>
        <Anchor component={Link} to={adminHref.member(r.uy.uyeid)} size="sm" fw={600}>
          {r.uy.firma || r.uy.adsoyad}
        </Anchor>
        {r.uy.firma && (
          <Text size="xs" c="dimmed">
            {r.uy.adsoyad}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: 'Durum', cell: (r) => <RequestStateBadges request={r.uypkt} />, nowrap: true },
  { header: 'Teklif', cell: (r) => formatCount(r.cevap), nowrap: true },
];

type Props = {
  label: string;
  rows: readonly AdminRequestRow[] | undefined;
  loading?: boolean;
  empty: string;
  pager?: PagerProps;
};

/** Requests of every member (TalepListesi, the dashboard's pending ones); 'Detay' opens that request on its own. */
export function RequestTable(props: Props) {
  return (
    <ResourceTable
      {...props}
      columns={COLUMNS}
      rowKey={(r) => r.uypkt.id}
      minWidth={900}
      actions={{
        name: (r) => `${r.katUrun.urunAd} (${r.uy.firma || r.uy.adsoyad})`,
        detail: (r) => adminHref.request(r.uy.uyeid, r.uypkt.id),
      }}
    />
  );
}
