import { Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_REQUEST_MSG, STATE_COUNT_CAP } from '@tedarik/contract/requests/admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { formatCount } from '../../../lib/format';
import { NO_RECORDS } from '../../../ui/admin/resource-table';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { allRequestsQuery } from '../api/get-all-requests';
import { MIN_REQUEST_SEARCH, requestSearchQuery } from '../api/search-all-requests';
import { inFilter, REQUEST_FILTERS, type RequestFilter } from './request-filter';
import { RequestTable } from './request-table';

const ALL = 'hepsi';
const FILTER_DATA = [{ value: ALL, label: 'Tümü' }, ...REQUEST_FILTERS.map(({ value, label }) => ({ value, label }))];

/** 'Toplam 12 talep'; a state's count stops at the cap ('10.000+'). */
const totalText = (total: number, filter: RequestFilter | undefined) =>
  `Toplam ${formatCount(total)}${filter && total >= STATE_COUNT_CAP ? '+' : ''} talep`;

/**
 * TalepListesi (admin spec §2 "Requests"): every request, or those waiting, approved or rejected (?durum=, issue 35),
 * paged with ?sayfa=N (up to 3 pages either side, previous and next); the search runs from 4 characters on and
 * replaces the pages (its requests narrowed to the state chosen); emptied, the pages are loaded again.
 */
export function AllRequests({ page, filter }: { page: number; filter?: RequestFilter }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 300);
  const searching = term.length >= MIN_REQUEST_SEARCH;
  const list = useQuery({ ...allRequestsQuery(page, filter?.code), enabled: !searching });
  const search = useQuery(requestSearchQuery(searching ? term : ''));
  const shown = searching ? search : list;

  const onChange = (value: string) => {
    setText(value);
    if (!value.trim() && text.trim()) void list.refetch();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>Talepler</Title>
          {list.data && !searching && (
            <Text size="sm" c="dimmed">
              {totalText(list.data.toplam, filter)}
            </Text>
          )}
        </Stack>
        <TextInput
          type="search"
          aria-label="Talep ara"
          placeholder="Ürün, firma veya üye ara"
          description={text.trim() && !searching ? `En az ${MIN_REQUEST_SEARCH} harf yazın.` : undefined}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      <SegmentedControl
        aria-label="Durum"
        data={FILTER_DATA}
        value={filter?.value ?? ALL}
        onChange={(value) => navigate(adminHref.allRequests(1, value === ALL ? undefined : value))}
        style={{ alignSelf: 'flex-start' }}
      />
      {shown.error ? (
        <QueryError error={shown.error} />
      ) : (
        <RequestTable
          label="Talepler"
          rows={searching ? search.data?.liste.filter((r) => inFilter(filter, r.uypkt.onay)) : list.data?.liste}
          loading={shown.isFetching}
          empty={searching ? EMPTY.results : !filter || filter.code === -1 ? ADMIN_REQUEST_MSG.empty : NO_RECORDS}
          pager={
            !searching && list.data
              ? {
                  page: list.data.sayfa,
                  pages: list.data.adet,
                  hrefFor: (to) => adminHref.allRequests(to, filter?.value),
                  window: { around: 3 },
                  ends: 'prev-next',
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
