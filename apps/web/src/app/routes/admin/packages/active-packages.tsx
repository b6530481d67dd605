import { ActivePackages } from '../../../../features/packages/admin/active-packages';
import { activePackagesQuery } from '../../../../features/packages/api/get-active-packages';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(activePackagesQuery()));
  return null;
}

/** /adminimt/AktifPaketListesi */
export function Component() {
  return <ActivePackages />;
}
