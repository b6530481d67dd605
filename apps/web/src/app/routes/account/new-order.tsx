import { Title } from '@mantine/core';
import type { OrderItem } from '@tedarik/contract/orders/member';
import { useSearchParams } from 'react-router';
import { NewOrderScreen } from '../../../features/orders/components/new-order-screen';

const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/** /hesabim/odemeler/yeni?paket=<definitionId> | ?ek=<packId> */
export function Component() {
  const [params] = useSearchParams();
  const pkg = idOf(params.get('paket'));
  const pack = idOf(params.get('ek'));
  const item: OrderItem | null = pkg ? { package: pkg } : pack ? { pack } : null;
  return (
    <>
      <Title order={2}>Havale / EFT ile Satın Al</Title>
      <NewOrderScreen item={item} />
    </>
  );
}
