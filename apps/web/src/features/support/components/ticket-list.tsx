import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SUPPORT_MSG } from '@tedarik/contract/support/member';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { ticketHref } from '../../../lib/support-links';
import { EmptyText } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { ticketsQuery } from '../api/get-tickets';
import { TicketStateBadge } from './ticket-state-badge';

/** My support tickets (GET /api/destekListesi), newest first: subject, date and state, each opening its thread. */
export function TicketList() {
  const { data, error } = useQuery(ticketsQuery());
  if (error) return <QueryError error={error} />;
  if (!data) return <Skeleton h={160} aria-busy />;
  if (data.length === 0) return <EmptyText text={SUPPORT_MSG.empty} />;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Destek Talepleri">
      {data.map((ticket) => (
        <Paper key={ticket.id} withBorder radius="md" p="sm" component="li">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
              <Anchor component={Link} to={ticketHref(ticket.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {ticket.baslik}
              </Anchor>
              <Text size="xs" c="dimmed">
                Oluşturulma Tarihi: {formatDate(ticket.tarih)}
              </Text>
            </Stack>
            <TicketStateBadge state={ticket.durum} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
