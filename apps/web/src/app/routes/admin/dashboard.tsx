import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MSG } from '@tedarik/contract/content/admin-home';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminCounters } from '../../../features/content/admin/admin-counters';
import { PendingApplications } from '../../../features/content/admin/pending-applications';
import { PendingTickets } from '../../../features/content/admin/pending-tickets';
import { adminCountersQuery } from '../../../features/content/api/get-admin-counters';
import { adminHomeQuery } from '../../../features/content/api/get-admin-home';
import { RatingTable } from '../../../features/offers/admin/rating-table';
import { RequestTable } from '../../../features/requests/admin/request-table';
import { adminHref } from '../../../lib/admin-links';
import { ADMIN_HOME } from '../../../lib/paths';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';
import { whenAdmin } from './prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([queryClient.prefetchQuery(adminCountersQuery()), queryClient.prefetchQuery(adminHomeQuery())]),
  );
  return null;
}

function Block({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {more}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * /adminimt, /adminimt/index and unknown sub-paths (admin spec §2 "Dashboard"): the counters and the four tables of
 * pending work. The home call belongs to the content area; its rows are shown by the areas that own them. The
 * requests' table holds the ten newest waiting ones; 'Tümünü Gör' opens the request list of all waiting ones.
 */
export function Component() {
  const { data, error } = useQuery(adminHomeQuery());
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Anasayfa</Title>
        {/* the place of work for everything waiting (issue 49 item 3): these tables show only the newest */}
        <Anchor component={Link} to={`${ADMIN_HOME}/moderasyon`} fw={600}>
          Moderasyon: bekleyen tüm işler
        </Anchor>
      </Group>
      <AdminCounters />
      {error && <QueryError error={error} />}
      <Block title="Paket Başvuruları">
        <PendingApplications rows={data?.indexPaketList} />
      </Block>
      <Block
        title="Onay Bekleyen Talepler"
        more={
          <Anchor component={Link} to={adminHref.allRequests(1, 'bekleyen')} size="sm" fw={600}>
            Tümünü Gör
          </Anchor>
        }
      >
        <RequestTable label="Onay bekleyen talepler" rows={data?.indexTalepList} empty={DASHBOARD_MSG.noRequests} />
      </Block>
      <Block title="Destek Talepleri">
        <PendingTickets rows={data?.indexDestekTalepleriList} />
      </Block>
      <Block title="Onay Bekleyen Yorumlar">
        <RatingTable label="Onay bekleyen yorumlar" rows={data?.indexFirmaYorumList} empty={DASHBOARD_MSG.noRatings} />
      </Block>
    </Stack>
  );
}
