import { Stack, Text } from '@mantine/core';
import { DASHBOARD_MSG, type zPendingApplication } from '@tedarik/contract/content/admin-home';
import { formatMoney, kurusOfNumber } from '@tedarik/contract/money';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';

type Application = z.infer<typeof zPendingApplication>;

const COLUMNS: Column<Application>[] = [
  { header: 'Başvuru Tarihi', cell: (a) => formatDate(a.uypkt.tarih), nowrap: true },
  {
    header: 'Firma',
    cell: (a) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {a.uy.firma || a.uy.adsoyad}
        </Text>
        {a.uy.firma && (
          <Text size="xs" c="dimmed">
            {a.uy.adsoyad}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: 'Paket', cell: (a) => a.pkt.baslik },
  { header: 'Süre', cell: (a) => `${a.uypkt.sureAy} Ay`, nowrap: true },
  { header: 'Ücret', cell: (a) => formatMoney(kurusOfNumber(a.uypkt.ucret), 'TL'), nowrap: true },
  { header: 'Açıklama', cell: (a) => a.uypkt.aciklama },
];

/** Package applications waiting for approval; 'Detay' opens the member, where a package is approved. */
export function PendingApplications({ rows }: { rows: readonly Application[] | undefined }) {
  return (
    <ResourceTable
      label="Paket başvuruları"
      columns={COLUMNS}
      rows={rows}
      rowKey={(a) => a.uypkt.id}
      empty={DASHBOARD_MSG.noApplications}
      actions={{
        name: (a) => `${a.uy.firma || a.uy.adsoyad}, ${a.pkt.baslik}`,
        detail: (a) => adminHref.member(a.uy.uyeid),
      }}
    />
  );
}
