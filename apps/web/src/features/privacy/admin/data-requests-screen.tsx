import { Button, Center, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  DATA_REQUEST_CHANNEL_LABELS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  type DataRequest,
} from '@tedarik/contract/privacy/admin';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { type Column, NO_RECORDS, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { dataRequestsQuery, type QueueState } from '../api/admin-data-requests';
import { AddDataRequest, type Prefill } from './add-data-request';
import { DataRequestDetail } from './data-request-detail';
import { deadlineOf } from './deadline';

const STATUS_COLORS: Record<DataRequest['status'], string> = { acik: 'blue', tamamlandi: 'green', reddedildi: 'gray' };

/**
 * /adminimt/veri-talepleri (issue 53 item 4): the data subjects' requests under KVKK — open ones by their 30-day
 * deadline (days left, amber under a week, red overdue), closed ones newest first; 'Veri Talebi Ekle' logs one that
 * came by e-mail or through the contact form; 'İncele' opens one to prepare the member's data, erase its account and
 * close it with the answer given.
 */
export function DataRequestsScreen({ prefill }: { prefill?: Prefill }) {
  const [state, setState] = useState<QueueState>('open');
  const [adding, setAdding] = useState(prefill !== undefined);
  const [open, setOpen] = useState<DataRequest | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(dataRequestsQuery(state));
  const now = new Date();
  const columns: Column<DataRequest>[] = [
    {
      header: 'Başvuran',
      cell: (r) => (
        <>
          <Text size="sm">{r.requesterName || '—'}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.requesterEmail}
            {r.memberId !== null && ` · Üye #${r.memberId}${r.memberPresent ? '' : ' (silindi)'}`}
          </Text>
        </>
      ),
    },
    { header: 'Tür', cell: (r) => DATA_REQUEST_KIND_LABELS[r.kind], nowrap: true },
    { header: 'Kanal', cell: (r) => DATA_REQUEST_CHANNEL_LABELS[r.channel], nowrap: true },
    { header: 'Geliş Tarihi', cell: (r) => formatDate(r.receivedAt), nowrap: true },
    {
      header: state === 'open' ? 'Son Tarih' : 'Durum',
      nowrap: true,
      cell: (r) => {
        if (r.status !== 'acik')
          return <StateBadge color={STATUS_COLORS[r.status]}>{DATA_REQUEST_STATUS_LABELS[r.status]}</StateBadge>;
        const deadline = deadlineOf(r.dueAt, now);
        return (
          <>
            <Text size="sm">{formatDate(r.dueAt)}</Text>
            <StateBadge color={deadline.color}>{deadline.text}</StateBadge>
          </>
        );
      },
    },
    {
      header: '',
      cell: (r) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpen(r)} aria-label={`Talep ${r.id} İncele`}>
          İncele
        </Button>
      ),
      pinned: true,
    },
  ];
  return (
    <Stack gap="md">
      <ScreenHeader title="Veri Talepleri" subtitle="KVKK kapsamındaki başvurular; yanıt süresi 30 gündür">
        <Button onClick={() => setAdding(true)}>Veri Talebi Ekle</Button>
      </ScreenHeader>
      <SegmentedControl
        value={state}
        onChange={(v) => setState(v as QueueState)}
        data={[
          { value: 'open', label: 'Açık' },
          { value: 'closed', label: 'Kapalı' },
        ]}
        aria-label="Talepler"
        w="fit-content"
      />
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label={state === 'open' ? 'Açık veri talepleri' : 'Kapalı veri talepleri'}
          columns={columns}
          rows={data?.pages.flatMap((p) => p.items)}
          rowKey={(r) => r.id}
          empty={NO_RECORDS}
          minWidth={720}
        />
      )}
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Daha Fazla
          </Button>
        </Center>
      )}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title="Veri Talebi Ekle"
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <AddDataRequest prefill={prefill} onDone={() => setAdding(false)} />
      </Modal>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title="Veri Talebi"
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        {open && <DataRequestDetail request={open} onDone={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}
