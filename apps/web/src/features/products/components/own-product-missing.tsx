import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PRODUCT_MSG } from '@tedarik/contract/products/member';
import { Link } from 'react-router';
import { HttpError } from '../../../lib/http';
import { QueryError } from '../../../ui/query-error';
import { MY_PRODUCTS } from '../links';

/**
 * My product's page failed. A 4xx answer (a missing product, or another company's: the server does not tell them
 * apart) is the not-found state with the way back to my products; anything else shows the server's text.
 */
export function OwnProductError({ error }: { error: unknown }) {
  const missing = error instanceof HttpError && error.status >= 400 && error.status < 500;
  if (!missing) return <QueryError error={error} />;
  return (
    <Stack align="center" gap="md" py="lg">
      <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} w="100%" maw={560} role="alert">
        {PRODUCT_MSG.notFound}
      </Alert>
      <Button component={Link} to={MY_PRODUCTS} variant="light">
        Ürünlerim
      </Button>
    </Stack>
  );
}
