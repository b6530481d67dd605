import { OrdersScreen } from '../../../../features/orders/admin/orders-screen';
import { adminOrdersQuery, ordersSummaryQuery } from '../../../../features/orders/api/admin';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(adminOrdersQuery('')),
      queryClient.prefetchQuery(ordersSummaryQuery()),
    ]),
  );
  return null;
}

/** /adminimt/odemeler */
export function Component() {
  return <OrdersScreen />;
}
