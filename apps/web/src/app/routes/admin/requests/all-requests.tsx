import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { AllRequests } from '../../../../features/requests/admin/all-requests';
import { requestFilterOf } from '../../../../features/requests/admin/request-filter';
import { allRequestsQuery } from '../../../../features/requests/api/get-all-requests';
import { pageNumber } from '../../../../ui/page-window';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageNumber(params.get('sayfa'));
  await whenAdmin(() => queryClient.prefetchQuery(allRequestsQuery(page, requestFilterOf(params.get('durum'))?.code)));
  return null;
}

/** /adminimt/TalepListesi?durum=bekleyen|onayli|reddedilen&sayfa=N */
export function Component() {
  const [params] = useSearchParams();
  const filter = requestFilterOf(params.get('durum'));
  return <AllRequests page={pageNumber(params.get('sayfa'))} filter={filter} />;
}
