import { AdminOrderScreen } from '../../../../features/orders/admin/order-screen';
import { adminOrderQuery } from '../../../../features/orders/api/admin';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { orderId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const orderId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminOrderQuery(orderId)));
  return { orderId } satisfies Data;
};

/** /adminimt/odemeler/{orderId} */
export function Component() {
  const { orderId } = useSegmentData<Data>();
  return <AdminOrderScreen key={orderId} id={orderId} />;
}
