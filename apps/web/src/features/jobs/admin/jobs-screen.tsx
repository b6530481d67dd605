import { Button, Center, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import { type getJobs, JOB_LABELS, JOBS_MSG, TASK_LABELS } from '@tedarik/contract/jobs/admin';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import {
  jobsQuery,
  type Retry,
  useRetry,
  type WaitingStatus,
  waitingMessagesQuery,
  waitingTasksQuery,
} from '../api/jobs';

type Job = CallResult<typeof getJobs>['jobs'][number];
type Waiting = {
  id: number;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  status: WaitingStatus;
};

const when = (at: string | null) => (at ? formatDate(at, true) : '—');
const CHANNELS: Record<string, string> = { mail: 'E-posta', sms: 'SMS' };

function RetryButton({ retry }: { retry: Retry }) {
  const { mutate, isPending } = useRetry();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={isPending}
      onClick={() => mutate(retry, { onSuccess: (r) => notifySuccess(r.message), onError: notifyError })}
    >
      Tekrar Dene
    </Button>
  );
}

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'İş', cell: (j) => <Text fw={600}>{JOB_LABELS[j.name] ?? j.name}</Text> },
  { header: 'Son Çalışma', cell: (j) => when(j.lastRunAt), nowrap: true },
  { header: 'Son Başarı', cell: (j) => when(j.lastSuccessAt), nowrap: true },
  {
    header: 'Durum',
    cell: (j) =>
      j.failures === 0 ? (
        <StateBadge color="green">Çalışıyor</StateBadge>
      ) : (
        <Stack gap={2}>
          <StateBadge color="red">{j.failures} hata</StateBadge>
          <Text size="xs">
            {when(j.lastFailureAt)}: {j.lastError}
          </Text>
          {j.retryAt && <Text size="xs">Sonraki deneme: {when(j.retryAt)}</Text>}
        </Stack>
      ),
  },
  { header: '', cell: (j) => j.retryAt && <RetryButton retry={{ what: 'job', name: j.name }} />, pinned: true },
];

const waitingColumns = <T extends Waiting>(what: 'task' | 'message', first: Column<T>[]): Column<T>[] => [
  ...first,
  { header: 'Deneme', cell: (w) => w.attempts, nowrap: true },
  { header: 'Son Hata', cell: (w) => w.lastError ?? '—' },
  {
    header: 'Sonraki Deneme',
    cell: (w) => (w.status === 'failed' ? 'Denenmeyecek' : when(w.nextAttemptAt)),
    nowrap: true,
  },
  { header: 'Oluşturuldu', cell: (w) => when(w.createdAt), nowrap: true },
  { header: '', cell: (w) => <RetryButton retry={{ what, id: w.id }} />, pinned: true },
];

type Task = Waiting & { kind: string };
type Outgoing = Waiting & { channel: string; recipient: string; subject: string | null };
const TASK_COLUMNS = waitingColumns<Task>('task', [{ header: 'Görev', cell: (t) => TASK_LABELS[t.kind] ?? t.kind }]);
const MESSAGE_COLUMNS = waitingColumns<Outgoing>('message', [
  { header: 'Kanal', cell: (m) => CHANNELS[m.channel] ?? m.channel, nowrap: true },
  { header: 'Alıcı', cell: (m) => m.recipient },
  { header: 'Konu', cell: (m) => m.subject ?? '—' },
]);

function WaitingList({ list, status }: { list: 'tasks' | 'messages'; status: WaitingStatus }) {
  const query = list === 'tasks' ? waitingTasksQuery(status) : waitingMessagesQuery(status);
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    query as ReturnType<typeof waitingTasksQuery>,
  );
  if (error) return <QueryError error={error} />;
  const rows = data?.pages.flatMap((page) => page.items as (Task & Outgoing)[]);
  return (
    <Stack gap="xs">
      <ResourceTable
        label={list === 'tasks' ? 'Görevler' : 'Mesajlar'}
        columns={(list === 'tasks' ? TASK_COLUMNS : MESSAGE_COLUMNS) as Column<Task & Outgoing>[]}
        rows={rows}
        rowKey={(r) => r.id}
        empty={list === 'tasks' ? JOBS_MSG.noTasks : JOBS_MSG.noMessages}
        minWidth={720}
      />
      {hasNextPage && (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Daha Fazla
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/**
 * /adminimt/isler: every job's last run, last success, failures and last error, with 'Tekrar Dene' while one waits
 * after a failure; the durable tasks and the mails and SMS that wait or failed, each with 'Tekrar Dene'.
 */
export function JobsScreen() {
  const { data, error } = useQuery(jobsQuery());
  const [list, setList] = useState<'tasks' | 'messages'>('messages');
  const [status, setStatus] = useState<WaitingStatus>('failed');
  const count = (rows: { status: WaitingStatus; count: number }[] | undefined, s: WaitingStatus) =>
    (rows ?? []).filter((r) => r.status === s).reduce((sum, r) => sum + r.count, 0);
  const counts = list === 'tasks' ? data?.tasks : data?.messages;
  return (
    <Stack gap="md">
      <ScreenHeader title="Arka Plan İşleri" subtitle="Zamanlanmış işler, görevler ve giden mesajlar" />
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label="Zamanlanmış işler"
          columns={JOB_COLUMNS}
          rows={data?.jobs}
          rowKey={(j) => j.name}
          empty={JOBS_MSG.noJobs}
          minWidth={720}
        />
      )}
      <Title order={3} size="h4">
        Bekleyen ve başarısız
      </Title>
      <SegmentedControl
        value={list}
        onChange={(v) => setList(v as typeof list)}
        data={[
          { value: 'messages', label: 'E-posta ve SMS' },
          { value: 'tasks', label: 'Görevler' },
        ]}
      />
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as WaitingStatus)}
        data={[
          { value: 'failed', label: `Başarısız (${count(counts, 'failed')})` },
          { value: 'pending', label: `Bekleyen (${count(counts, 'pending')})` },
        ]}
      />
      <WaitingList key={`${list}-${status}`} list={list} status={status} />
    </Stack>
  );
}
