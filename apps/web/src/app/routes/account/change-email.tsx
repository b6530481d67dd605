import { Paper, Stack, Title } from '@mantine/core';
import { ChangeEmailForm } from '../../../features/accounts/components/change-email-form';

/** /account-d-kullGunc: the login e-mail (the server contract changes the e-mail only). */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={2}>Kullanıcı Bilgileri</Title>
      <Paper withBorder p="md">
        <ChangeEmailForm />
      </Paper>
    </Stack>
  );
}
