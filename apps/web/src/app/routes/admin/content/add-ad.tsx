import { AdAdd } from '../../../../features/content/admin/ad-add';
import { adTypesQuery } from '../../../../features/content/api/admin-get-ad-types';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adTypesQuery()));
  return null;
}

/** /adminimt/reklamEkle (also reklamekle) */
export function Component() {
  return <AdAdd />;
}
