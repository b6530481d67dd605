import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ticketsQuery } from '../../../features/support/api/get-tickets';
import { TicketList } from '../../../features/support/components/ticket-list';
import { NEW_TICKET } from '../../../lib/support-links';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchQuery(ticketsQuery());
}

/** /destek: my support tickets and the way to a new one (spec §1, §2 "Support list"). */
export function Component() {
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Title order={2}>Destek Talepleri</Title>
        <Button component={Link} to={NEW_TICKET} leftSection={<IconPlus size={18} />}>
          Yeni Destek Talebi
        </Button>
      </Group>
      <TicketList />
    </>
  );
}
