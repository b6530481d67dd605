import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText, HttpError } from '../lib/http';

/** A page whose data failed: the server's Turkish text; a 404 ('Aradığınız talep bulunamadı.') with a way home. */
export function QueryError({ error }: { error: unknown }) {
  const missing = error instanceof HttpError && error.status === 404;
  return (
    <Stack align="center" gap="md" py="lg">
      <Alert
        color={missing ? 'gray' : 'red'}
        variant="light"
        icon={<IconAlertCircle size={18} />}
        w="100%"
        maw={560}
        role="alert"
        style={{ whiteSpace: 'pre-line' }}
      >
        {errorText(error)}
      </Alert>
      {missing && (
        <Button component={Link} to="/" variant="light">
          Ana Sayfa
        </Button>
      )}
    </Stack>
  );
}
