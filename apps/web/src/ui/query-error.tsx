import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText, HttpError } from '../lib/http';

/**
 * A page whose data failed: the server's Turkish text; a 404 ('Aradığınız talep bulunamadı.') with a way home; a
 * passing outage (503 'Hizmet geçici olarak kullanılamıyor…', or no connection) calmly, with 'Tekrar Dene'.
 */
export function QueryError({ error }: { error: unknown }) {
  const missing = error instanceof HttpError && error.status === 404;
  const passing = error instanceof HttpError && (error.status === 503 || error.status === 0);
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await queryClient.refetchQueries({ type: 'active' }).finally(() => setRetrying(false));
  };
  return (
    <Stack align="center" gap="md" py="lg">
      <Alert
        color={missing ? 'gray' : passing ? 'yellow' : 'red'}
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
      {passing && (
        <Button variant="light" leftSection={<IconRefresh size={18} />} loading={retrying} onClick={retry}>
          Tekrar Dene
        </Button>
      )}
    </Stack>
  );
}
