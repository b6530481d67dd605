import { Button, Center, Code, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@tedarik/contract/audit/admin';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StateBadge } from '../../../ui/admin/status';
import { QueryError } from '../../../ui/query-error';
import { type AuditSearch, auditAdminsQuery, auditQuery, NO_SEARCH, useExportAudit } from '../api/audit';

/** What a row is about, by the area the call belongs to. */
const TARGETS: Record<string, string> = {
  members: 'Üye',
  requests: 'Talep',
  conversations: 'Konuşma',
  admins: 'Yönetici',
  packages: 'Paket',
  offers: 'Teklif',
  products: 'Ürün',
  catalog: 'Katalog',
  content: 'İçerik',
  settings: 'Ayarlar',
  support: 'Destek Talebi',
  inbox: 'İletişim',
  rates: 'Döviz Kuru',
  jobs: 'İş',
  attachments: 'Dosya',
};
const TARGET_CHOICES = Object.entries(TARGETS).map(([value, label]) => ({ value, label }));

const json = (v: unknown) => JSON.stringify(v, null, 1);

function Details({ row }: { row: AuditEntry }) {
  if (row.before === null && row.after === null) return '—';
  return (
    <details>
      <summary>Göster</summary>
      {row.before !== null && (
        <Text size="xs" fw={600} mt={4}>
          Önce
        </Text>
      )}
      {row.before !== null && <Code block>{json(row.before)}</Code>}
      {row.after !== null && (
        <Text size="xs" fw={600} mt={4}>
          {row.before === null ? 'Gönderilen' : 'Sonra'}
        </Text>
      )}
      {row.after !== null && <Code block>{json(row.after)}</Code>}
    </details>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'Tarih', cell: (r) => formatDate(r.at, true), nowrap: true },
  { header: 'Yönetici', cell: (r) => r.admin?.username ?? 'Silinmiş yönetici', nowrap: true },
  {
    header: 'İşlem',
    cell: (r) => (
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {r.action}
      </Text>
    ),
  },
  {
    header: 'Hedef',
    cell: (r) =>
      r.targetType ? `${TARGETS[r.targetType] ?? r.targetType}${r.targetId ? ` #${r.targetId}` : ''}` : '—',
    nowrap: true,
  },
  {
    header: 'Sonuç',
    cell: (r) => <StateBadge color={r.status < 400 ? 'green' : 'red'}>{r.status}</StateBadge>,
    nowrap: true,
  },
  { header: 'Ayrıntı', cell: (r) => <Details row={r} /> },
];

function Results({ search }: { search: AuditSearch }) {
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(auditQuery(search));
  if (error) return <QueryError error={error} />;
  return (
    <Stack gap="xs">
      <ResourceTable
        label="Denetim kayıtları"
        columns={COLUMNS}
        rows={data?.pages.flatMap((p) => p.items)}
        rowKey={(r) => r.id}
        minWidth={860}
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
 * /adminimt/denetim (the Yönetici's alone): every back-office write and every reading of a member's data, newest
 * first; searched by administrator, action, target and days; 'CSV İndir' saves every row of the search.
 */
export function AuditScreen() {
  const [draft, setDraft] = useState<AuditSearch>(NO_SEARCH);
  const [search, setSearch] = useState<AuditSearch>(NO_SEARCH);
  const admins = useQuery(auditAdminsQuery());
  const exporting = useExportAudit();
  const field = (name: keyof AuditSearch) => ({
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [name]: e.currentTarget.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
  };
  return (
    <Stack gap="md">
      <ScreenHeader title="Denetim Kaydı" subtitle="Yönetim panelinde yapılan işlemler ve üye verisi okumaları">
        <Button
          variant="default"
          loading={exporting.isPending}
          onClick={() => exporting.mutate(search, { onError: notifyError })}
        >
          CSV İndir
        </Button>
      </ScreenHeader>
      <form onSubmit={submit} aria-label="Denetim kaydında ara">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Yönetici"
            placeholder="Hepsi"
            clearable
            data={(admins.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.name || a.username }))}
            value={draft.adminId || null}
            onChange={(v) => setDraft({ ...draft, adminId: v ?? '' })}
          />
          <TextInput label="İşlem" placeholder="uyeSil, POST …" {...field('action')} />
          <Select
            label="Hedef"
            placeholder="Hepsi"
            clearable
            data={TARGET_CHOICES}
            value={draft.targetType || null}
            onChange={(v) => setDraft({ ...draft, targetType: v ?? '' })}
          />
          <TextInput label="Hedef No" inputMode="numeric" {...field('targetId')} />
          <TextInput label="Başlangıç Tarihi" type="date" {...field('from')} />
          <TextInput label="Bitiş Tarihi" type="date" {...field('to')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_SEARCH);
              setSearch(NO_SEARCH);
            }}
          >
            Temizle
          </Button>
          <Button type="submit">Ara</Button>
        </Group>
      </form>
      <Results search={search} />
    </Stack>
  );
}
