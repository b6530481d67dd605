import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { subscriberFilterOf } from '../../../../features/inbox/admin/links';
import { Subscribers } from '../../../../features/inbox/admin/subscribers';
import { subscribersQuery } from '../../../../features/inbox/api/admin-get-subscribers';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = subscriberFilterOf(new URL(request.url).search);
  await whenAdmin(() => queryClient.prefetchQuery(subscribersQuery(filter)));
  return null;
}

/** /adminimt/Bultens[?sayfa=N&ara=…] */
export function Component() {
  const [params] = useSearchParams();
  return <Subscribers filter={subscriberFilterOf(params)} />;
}
