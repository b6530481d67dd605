import { Title } from '@mantine/core';
import { OrderScreen } from '../../../features/orders/components/order-screen';
import { useSegment } from '../../segment-route';

/** /hesabim/odemeler/{id} */
export function Component() {
  const id = Number(useSegment().params.id);
  return (
    <>
      <Title order={2}>Sipariş</Title>
      <OrderScreen id={id} />
    </>
  );
}
