import { RatesScreen } from '../../../../features/rates/admin/rates-screen';
import { bulletinsQuery } from '../../../../features/rates/api/get-bulletins';
import { ratesJobQuery } from '../../../../features/rates/api/get-rates-job';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([queryClient.prefetchInfiniteQuery(bulletinsQuery()), queryClient.prefetchQuery(ratesJobQuery())]),
  );
  return null;
}

/** /adminimt/kurlar */
export function Component() {
  return <RatesScreen />;
}
