import { CreditsAdminScreen } from '../../../../features/credits/admin/credits-screen';
import { creditStatsQuery } from '../../../../features/credits/api/admin';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(creditStatsQuery(30)));
  return null;
}

/** /adminimt/teklif-haklari */
export function Component() {
  return <CreditsAdminScreen />;
}
