import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_REQUEST_MSG } from '@tedarik/contract/requests/admin';
import { useState } from 'react';
import { adminHref } from '../../../lib/admin-links';
import { formatCount } from '../../../lib/format';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { allRequestsQuery } from '../api/get-all-requests';
import { MIN_REQUEST_SEARCH, requestSearchQuery } from '../api/search-all-requests';
import { RequestTable } from './request-table';

/**
 * TalepListesi (admin spec §2 "Requests"): every request, paged with ?sayfa=N (up to 3 pages either side, previous
 * and next); the search runs from 4 characters on and replaces the pages; emptied, the pages are loaded again.
 */
export function AllRequests({ page }: { page: number }) {
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 300);
  const searching = term.length >= MIN_REQUEST_SEARCH;
  const list = useQuery({ ...allRequestsQuery(page), enabled: !searching });
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
              Toplam {formatCount(list.data.toplam)} talep
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
      {shown.error ? (
        <QueryError error={shown.error} />
      ) : (
        <RequestTable
          label="Talepler"
          rows={searching ? search.data?.liste : list.data?.liste}
          loading={shown.isFetching}
          empty={searching ? EMPTY.results : ADMIN_REQUEST_MSG.empty}
          pager={
            !searching && list.data
              ? {
                  page: list.data.sayfa,
                  pages: list.data.adet,
                  hrefFor: adminHref.allRequests,
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
