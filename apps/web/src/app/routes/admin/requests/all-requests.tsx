import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { AllRequests } from '../../../../features/requests/admin/all-requests';
import { allRequestsQuery } from '../../../../features/requests/api/get-all-requests';
import { pageNumber } from '../../../../ui/page-window';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('sayfa'));
  await whenAdmin(() => queryClient.prefetchQuery(allRequestsQuery(page)));
  return null;
}

/** /adminimt/TalepListesi?sayfa=N */
export function Component() {
  const [params] = useSearchParams();
  return <AllRequests page={pageNumber(params.get('sayfa'))} />;
}
