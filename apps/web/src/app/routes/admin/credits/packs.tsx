import { PacksScreen } from '../../../../features/credits/admin/packs-screen';
import { creditPacksQuery } from '../../../../features/credits/api/admin';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(creditPacksQuery()));
  return null;
}

/** /adminimt/ek-teklif-paketleri */
export function Component() {
  return <PacksScreen />;
}
