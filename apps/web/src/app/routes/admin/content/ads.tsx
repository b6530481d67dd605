import { AdList } from '../../../../features/content/admin/ad-list';
import { adminAdsQuery } from '../../../../features/content/api/admin-get-ads';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adminAdsQuery()));
  return null;
}

/** /adminimt/reklamlar */
export function Component() {
  return <AdList />;
}
