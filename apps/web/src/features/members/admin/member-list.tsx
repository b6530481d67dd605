import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_MEMBER_MSG, MEMBER_SEARCH_MSG, type zMemberRow } from '@tedarik/contract/members/admin';
import { roleLabel } from '@tedarik/contract/text';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminHref } from '../../../lib/admin-links';
import { formatCount, formatDate } from '../../../lib/format';
import { displayPhone } from '../../../lib/phone-mask';
import { notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { StateBadge } from '../../../ui/admin/status';
import { useUrlSearch } from '../../../ui/admin/url-search';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import type { MemberListFilter, MemberListKind } from '../api/admin-keys';
import { useDeleteMember } from '../api/delete-member';
import { memberListQuery, searchText } from '../api/get-member-list';
import { memberListHref } from './links';
import type { SectorChoice } from './sector-choices';

type Row = z.infer<typeof zMemberRow>;

/** The package state of a row: its role (COPY.md role labels), the colour only a dot. */
const ROLE_COLOR: Record<Row['rol'], string> = { basic: 'gray', onay: 'orange', firma: 'blue', imalatci: 'green' };

const COLUMNS: Column<Row>[] = [
  { header: 'Paket Durumu', cell: (r) => <StateBadge color={ROLE_COLOR[r.rol]}>{roleLabel(r.rol)}</StateBadge> },
  { header: 'Firma', cell: (r) => r.firma || '–' },
  {
    header: 'Ad Soyad',
    cell: (r) => (
      <Stack gap={2} align="flex-start">
        <span>{r.adSoyad}</span>
        {!r.durum && <StateBadge color="red">Durduruldu</StateBadge>}
      </Stack>
    ),
  },
  { header: 'Telefon', cell: (r) => (r.tel ? displayPhone(r.tel) : '–'), nowrap: true },
  // a long address breaks anywhere rather than push the row's actions out of a 1280 px screen
  { header: 'E-posta', cell: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.mail}</span> },
  {
    header: 'Aktivasyon',
    cell: (r) => (
      <StateBadge color={r.aktivasyon ? 'green' : 'orange'}>{r.aktivasyon ? 'Onaylandı' : 'Bekliyor'}</StateBadge>
    ),
    nowrap: true,
  },
  { header: 'Üyelik Tarihi', cell: (r) => formatDate(r.tarih), nowrap: true },
];

const TEXTS: Record<MemberListKind, { title: string; unit: string; search: string }> = {
  members: { title: 'Üyeler', unit: 'üye', search: 'Üye ara' },
  companies: { title: 'Firmalar', unit: 'firma', search: 'Firma ara' },
};

type Props = {
  kind: MemberListKind;
  /** the page, the search text and the sector, read from the URL by the route */
  filter: MemberListFilter;
  /** the sectors and their sub-categories to filter the companies by; undefined while they load */
  sectors?: SectorChoice[];
};

/**
 * uye-List and uye-Firma (admin spec §2 "Members and firms"): newest first, 25 a page with ?sayfa=N (first, up to 5
 * numbers, last). The search runs on company, name and e-mail from 3 characters on, and the company list filters by
 * a sector (with its sub-categories) or by one sub-category, offered indented under its sector; both replace the pages with the pages of the search, and an emptied search box
 * loads the list again. 'Detay' opens the member in a new tab; 'Sil' deletes it after '{ad} silinsin mi?'.
 */
export function MemberList({ kind, filter, sectors }: Props) {
  const navigate = useNavigate();
  const texts = TEXTS[kind];
  const { data, error, isFetching, isPlaceholderData, refetch } = useQuery(memberListQuery(kind, filter));
  const remove = useDeleteMember();
  const searching = Boolean(searchText(filter.text) || (kind === 'companies' && filter.sector));
  const choices = useMemo(() => new Map(sectors?.map((c) => [c.value, c])), [sectors]);

  // The box holds what is typed; once it settles (and is long enough to count) it goes into the URL.
  const current = useRef(filter);
  current.current = filter;
  const [text, setText] = useUrlSearch(
    filter.text,
    (next) => memberListHref(kind, { text: next, sector: filter.sector }),
    searchText,
  );

  // an emptied box loads the list again (admin spec §2), not the copy kept from before the search
  const wasSearching = useRef(searching);
  useEffect(() => {
    if (wasSearching.current && !searching) void refetch();
    wasSearching.current = searching;
  }, [searching, refetch]);

  // the last member of the last page deleted: the page before it
  const pages = data?.adet ?? 0;
  const beyond = Boolean(data && !isPlaceholderData && data.liste.length === 0 && filter.page > 1);
  useEffect(() => {
    if (beyond) navigate(memberListHref(kind, { ...current.current, page: Math.max(1, pages) }), { replace: true });
  }, [beyond, pages, kind, navigate]);

  const short = text.trim().length > 0 && !searchText(text);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{texts.title}</Title>
          {data && (
            <Text size="sm" c="dimmed">
              {searching ? `${formatCount(data.toplam)} sonuç` : `Toplam ${formatCount(data.toplam)} ${texts.unit}`}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="flex-start" w={{ base: '100%', sm: 'auto' }}>
          {kind === 'companies' && (
            <Select
              aria-label="Sektör"
              placeholder="Tüm sektörler"
              data={sectors ?? []}
              disabled={!sectors}
              value={filter.sector ? String(filter.sector) : null}
              onChange={(value) =>
                navigate(memberListHref(kind, { text: searchText(text), sector: value ? Number(value) : null }))
              }
              renderOption={({ option }) => {
                const choice = choices.get(option.value);
                return choice?.sub ? (
                  <Text span size="sm" pl="md">
                    {choice.name}
                  </Text>
                ) : (
                  option.label
                );
              }}
              searchable
              clearable
              nothingFoundMessage="Sonuç bulunamadı..."
              w={{ base: '100%', xs: 240 }}
            />
          )}
          <TextInput
            type="search"
            aria-label={texts.search}
            placeholder="Firma, ad soyad veya e-posta"
            description={short ? MEMBER_SEARCH_MSG.short : undefined}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={{ base: '100%', xs: 300 }}
          />
        </Group>
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <ResourceTable
          label={texts.title}
          columns={COLUMNS}
          rows={data?.liste}
          rowKey={(r) => r.uyeid}
          loading={isFetching}
          empty={searching ? EMPTY.results : undefined}
          minWidth={900}
          actions={{
            name: (r) => r.adSoyad,
            detail: (r) => adminHref.member(r.uyeid),
            newTab: true,
            onDelete: async (r) => notifySuccess((await remove.mutateAsync(r.uyeid)) || ADMIN_MEMBER_MSG.deleted),
          }}
          pager={
            data
              ? {
                  page: data.sayfa,
                  pages: data.adet,
                  hrefFor: (page) => memberListHref(kind, { ...filter, page }),
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
