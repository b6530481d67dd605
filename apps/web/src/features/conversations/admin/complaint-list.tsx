import { Button, Center, SegmentedControl, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { NO_RECORDS } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { EmptyText } from '../../../ui/empty-text';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { complaintsQuery } from '../api/admin-get-complaints';
import { ComplaintCard } from './complaint-card';
import { complaintsHref } from './links';
import type { NamedMember, StopDialog } from './stop-dialog';

const VIEWS = [
  { value: 'open', label: 'Açık Şikayetler' },
  { value: 'all', label: 'Tümü' },
];

/**
 * /adminimt/sikayetler (issue 38): the members' complaints about messages, the open ones oldest first (the longest
 * waiting on top); '?durum=tumu' every one, newest first. 20 at a time, 'Daha Fazla' for the next.
 */
export function ComplaintList({ all, StopDialog }: { all: boolean; StopDialog: StopDialog }) {
  const navigate = useNavigate();
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(complaintsQuery(all));
  const [stopping, setStopping] = useState<NamedMember | null>(null);
  const items = data?.pages.flatMap((page) => page.items);

  let list: ReactNode;
  if (error) list = <QueryError error={error} />;
  else if (!items) list = <PageLoader />;
  else if (items.length === 0) list = <EmptyText text={NO_RECORDS} />;
  else
    list = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Şikayetler">
        {items.map((complaint) => (
          <li key={complaint.id}>
            <ComplaintCard complaint={complaint} onStop={() => setStopping(complaint.about)} />
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <ScreenHeader title="Şikayetler" subtitle="Üyelerin mesajlar hakkındaki şikayetleri" />
      <SegmentedControl
        aria-label="Gösterilen şikayetler"
        data={VIEWS}
        value={all ? 'all' : 'open'}
        onChange={(value) => navigate(complaintsHref(value === 'all'))}
        style={{ alignSelf: 'flex-start' }}
      />
      {list}
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Daha Fazla
          </Button>
        </Center>
      )}
      {stopping && <StopDialog member={stopping} onClose={() => setStopping(null)} />}
    </Stack>
  );
}
