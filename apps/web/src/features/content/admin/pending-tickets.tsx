import { Anchor } from '@mantine/core';
import { DASHBOARD_MSG, type zPendingTicket } from '@tedarik/contract/content/admin-home';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';

type Ticket = z.infer<typeof zPendingTicket>;

const COLUMNS: Column<Ticket>[] = [
  { header: 'Tarih', cell: (t) => formatDate(t.tarih), nowrap: true },
  { header: 'Konu', cell: (t) => t.baslik },
  {
    header: 'Üye',
    cell: (t) => (
      <Anchor component={Link} to={adminHref.member(t.uyeid)} size="sm">
        {t.uyeAd}
      </Anchor>
    ),
  },
];

/** Support tickets whose member wrote last (waiting for the support desk); 'Detay' opens the ticket's thread. */
export function PendingTickets({ rows }: { rows: readonly Ticket[] | undefined }) {
  return (
    <ResourceTable
      label="Destek talepleri"
      columns={COLUMNS}
      rows={rows}
      rowKey={(t) => t.id}
      empty={DASHBOARD_MSG.noTickets}
      minWidth={560}
      actions={{ name: (t) => t.baslik, detail: (t) => adminHref.supportTicket(t.id) }}
    />
  );
}
