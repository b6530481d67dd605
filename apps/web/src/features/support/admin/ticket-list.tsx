import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TICKET_PAGE_SIZE, type zAdminTicket } from '@tedarik/contract/support/admin';
import { Link } from 'react-router';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatDate } from '../../../lib/format';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { StepPager } from '../../../ui/admin/step-pager';
import { QueryError } from '../../../ui/query-error';
import { adminTicketsQuery } from '../api/admin-get-tickets';
import { AnswerState } from './answer-state';
import { ticketListHref } from './links';

type Ticket = z.infer<typeof zAdminTicket>;

const COLUMNS: Column<Ticket>[] = [
  {
    header: 'Konu',
    cell: (t) => (
      <Anchor
        component={Link}
        to={adminHref.supportTicket(t.id)}
        size="sm"
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
      >
        {t.baslik}
      </Anchor>
    ),
  },
  {
    header: 'Üye',
    cell: (t) => (
      <Stack gap={0}>
        <Anchor component={Link} to={adminHref.member(t.uy.uyeid)} size="sm">
          {t.uy.firma || t.uy.adsoyad}
        </Anchor>
        {t.uy.firma && (
          <Text size="xs" c="dimmed">
            {t.uy.adsoyad}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: 'Oluşturulma Tarihi', cell: (t) => formatDate(t.tarih), nowrap: true },
  { header: 'Durum', cell: (t) => <AnswerState waiting={t.donus} />, nowrap: true },
];

/**
 * destekList (admin spec §2 "Support"): the tickets, those waiting for an answer first, then the newest; 50 a page
 * with ?sayfa=N. 'Detay' opens the thread.
 */
export function TicketList({ page }: { page: number }) {
  const { data, error, isFetching } = useQuery(adminTicketsQuery(page));
  return (
    <Stack gap="md">
      <Title order={2}>Destek Talepleri</Title>
      {error ? (
        <QueryError error={error} />
      ) : (
        <>
          <ResourceTable
            label="Destek talepleri"
            columns={COLUMNS}
            rows={data}
            rowKey={(t) => t.id}
            loading={isFetching}
            minWidth={760}
            actions={{ name: (t) => t.baslik, detail: (t) => adminHref.supportTicket(t.id) }}
          />
          {data && <StepPager page={page} hasNext={data.length >= TICKET_PAGE_SIZE} hrefFor={ticketListHref} />}
        </>
      )}
    </Stack>
  );
}
