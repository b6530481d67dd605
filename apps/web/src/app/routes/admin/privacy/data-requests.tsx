import { useSearchParams } from 'react-router';
import { DataRequestsScreen } from '../../../../features/privacy/admin/data-requests-screen';
import { dataRequestsQuery } from '../../../../features/privacy/api/admin-data-requests';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchInfiniteQuery(dataRequestsQuery('open')));
  return null;
}

/**
 * /adminimt/veri-talepleri[?ad=&eposta=&not=&tarih=]: the KVKK data requests; a contact message's 'Veri Talebi
 * Olarak Kaydet' opens the add form filled in with its sender (the query).
 */
export function Component() {
  const [params] = useSearchParams();
  const email = params.get('eposta');
  return (
    <DataRequestsScreen
      prefill={
        email === null
          ? undefined
          : {
              channel: 'iletisim-formu',
              email,
              name: params.get('ad') ?? '',
              note: params.get('not') ?? '',
              receivedOn: params.get('tarih') ?? undefined,
            }
      }
    />
  );
}
