import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { Role } from '@tedarik/contract/constants';
import { PRODUCT_MSG } from '@tedarik/contract/products/member';
import { Link } from 'react-router';
import { MEMBER_PACKAGES } from '../../../lib/paths';

/**
 * Products are a manufacturer's (imalatci: a company with a running package; the server refuses a new product to
 * anyone else): the other roles see why and the way to a package, as their menu shows it.
 */
export function ManufacturersOnly({ role }: { role: Role }) {
  const waiting = role === 'onay';
  return (
    <Alert color={waiting ? 'yellow' : 'blue'} variant="light" icon={<IconPackage size={18} />} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {waiting
            ? 'Paket başvurunuz onay bekliyor. Onaylandığında ürünlerinizi ekleyebilirsiniz.'
            : PRODUCT_MSG.manufacturersOnly}
        </Text>
        <Button component={Link} to={MEMBER_PACKAGES} size="sm" variant={waiting ? 'light' : 'filled'}>
          {waiting ? 'Paket Durumu' : role === 'basic' ? 'İmalatçı Ol' : 'Paket Satın Al'}
        </Button>
      </Stack>
    </Alert>
  );
}
