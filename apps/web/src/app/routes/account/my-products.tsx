import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ownProductsQuery } from '../../../features/products/api/get-own-products';
import { ManufacturersOnly } from '../../../features/products/components/manufacturers-only';
import { OwnProductList } from '../../../features/products/components/own-product-list';
import { MEMBER_CREATE_PRODUCT } from '../../../features/products/links';
import { useMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

/** Starts loading my products with the chunk; the grid shows its skeleton meanwhile. */
export function prefetch() {
  void queryClient.prefetchQuery(ownProductsQuery());
}

/**
 * /account-d-detay-urunlerim: my products with 'Ürün Ekle'. Only a manufacturer adds products (the server refuses
 * anyone else); the other roles see the way to a package instead, and the products they still have, if any (a
 * company whose package ended).
 */
export function Component() {
  const role = useMemberUser()?.role;
  const manufacturer = role === 'imalatci';
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Title order={2}>Ürünlerim</Title>
        {manufacturer && (
          <Button component={Link} to={MEMBER_CREATE_PRODUCT} leftSection={<IconPlus size={18} />}>
            Ürün Ekle
          </Button>
        )}
      </Group>
      {role && !manufacturer && <ManufacturersOnly role={role} />}
      <OwnProductList hideEmpty={!manufacturer} />
    </>
  );
}
