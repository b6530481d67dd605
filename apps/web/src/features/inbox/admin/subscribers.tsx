import { Group, Stack } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE, type Subscriber } from '@tedarik/contract/inbox/admin';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { BusyButton } from '../../../ui/admin/busy-button';
import { notifyError, notifySuccess } from '../../../ui/admin/feedback';
import { type Column, ResourceTable } from '../../../ui/admin/resource-table';
import { ScreenHeader } from '../../../ui/admin/screen-header';
import { StepPager } from '../../../ui/admin/step-pager';
import { UrlSearchBox } from '../../../ui/admin/url-search';
import { EMPTY } from '../../../ui/empty-text';
import { QueryError } from '../../../ui/query-error';
import { useExportSubscribers } from '../api/admin-export-subscribers';
import { subscribersQuery } from '../api/admin-get-subscribers';
import { useRemoveSubscriber } from '../api/admin-remove-subscriber';
import type { SubscriberFilter } from '../api/keys';
import { subscribersHref } from './links';

const COLUMNS: Column<Subscriber>[] = [
  { header: 'E-posta', cell: (s) => <span style={{ overflowWrap: 'anywhere' }}>{s.email}</span> },
  { header: 'Kayıt Tarihi', cell: (s) => formatDate(s.tarih, true), nowrap: true },
];

/**
 * Bultens (admin spec §2 "Newsletter"): the addresses of the footer's e-bülten form, newest first, 50 a page, searched
 * by e-mail (a part of it, Turkish letters folded, on the server: the list may be long). 'Sil' asks
 * '{e-posta} silinsin mi?' and the page the server answers replaces the list. 'CSV İndir' saves every address of the
 * search as bulten-aboneleri.csv.
 */
export function Subscribers({ filter }: { filter: SubscriberFilter }) {
  const navigate = useNavigate();
  const { data, error, isFetching, isPlaceholderData } = useQuery(subscribersQuery(filter));
  const remove = useRemoveSubscriber(filter);
  const download = useExportSubscribers();
  const current = useRef(filter);
  current.current = filter;

  // a page past the end (its last address removed, an old link): the page before it
  const beyond = Boolean(data && !isPlaceholderData && data.length === 0 && filter.page > 1);
  useEffect(() => {
    if (beyond) navigate(subscribersHref({ ...current.current, page: current.current.page - 1 }), { replace: true });
  }, [beyond, navigate]);

  return (
    <Stack gap="md">
      <ScreenHeader title="E-Bülten Kayıtları" subtitle="Sitenin alt bilgisindeki e-bülten formuyla kaydolan adresler.">
        <BusyButton
          busy={download.isPending}
          variant="default"
          leftSection={<IconFileDownload size={16} aria-hidden />}
          onClick={() => download.mutate(filter.text, { onError: notifyError })}
        >
          CSV İndir
        </BusyButton>
      </ScreenHeader>
      <Group justify="flex-end">
        <UrlSearchBox
          value={filter.text}
          hrefFor={(text) => subscribersHref({ text })}
          label="E-posta ara"
          placeholder="E-posta ara"
        />
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : (
        <>
          <ResourceTable
            label="E-bülten kayıtları"
            columns={COLUMNS}
            rows={data}
            rowKey={(s) => s.id}
            loading={isFetching}
            empty={filter.text ? EMPTY.results : undefined}
            minWidth={480}
            actions={{
              name: (s) => s.email,
              onDelete: async (s) => {
                await remove.mutateAsync(s.id);
                notifySuccess('Silindi.');
              },
            }}
          />
          {data && (
            <StepPager
              page={filter.page}
              hasNext={data.length >= INBOX_PAGE_SIZE}
              hrefFor={(page) => subscribersHref({ ...filter, page })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
