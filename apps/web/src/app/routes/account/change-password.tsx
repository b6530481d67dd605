import { Paper, Stack, Title } from '@mantine/core';
import { ChangePasswordForm } from '../../../features/accounts/components/change-password-form';

/** /account-d-sifreGunc */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={2}>Şifre Değiştir</Title>
      <Paper withBorder p="md">
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
