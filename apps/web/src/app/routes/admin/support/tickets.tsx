import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { TicketList } from '../../../../features/support/admin/ticket-list';
import { adminTicketsQuery } from '../../../../features/support/api/admin-get-tickets';
import { pageNumber } from '../../../../ui/page-window';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('sayfa'));
  await whenAdmin(() => queryClient.prefetchQuery(adminTicketsQuery(page)));
  return null;
}

/** /adminimt/destekList?sayfa=N */
export function Component() {
  const [params] = useSearchParams();
  return <TicketList page={pageNumber(params.get('sayfa'))} />;
}
