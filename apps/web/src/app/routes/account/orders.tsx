import { Title } from '@mantine/core';
import { myOrdersQuery } from '../../../features/orders/api/orders';
import { MyOrdersScreen } from '../../../features/orders/components/my-orders-screen';
import { queryClient } from '../../query-client';

export function prefetch() {
  void queryClient.prefetchInfiniteQuery(myOrdersQuery());
}

/** /hesabim/odemeler */
export function Component() {
  return (
    <>
      <Title order={2}>Ödemelerim</Title>
      <MyOrdersScreen />
    </>
  );
}
