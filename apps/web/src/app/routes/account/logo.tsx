import { Paper, Title } from '@mantine/core';
import { LogoForm } from '../../../features/accounts/components/logo-form';

/** /account-d-detay-logo: my logo, shown on my company page and in the header. */
export function Component() {
  return (
    <>
      <Title order={2}>Logo</Title>
      <Paper withBorder p="md">
        <LogoForm />
      </Paper>
    </>
  );
}
