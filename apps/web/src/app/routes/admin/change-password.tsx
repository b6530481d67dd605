import { Stack, Title } from '@mantine/core';
import { AdminChangePasswordForm } from '../../../features/admin/components/admin-change-password-form';

/** /adminimt/sifreGunc */
export function Component() {
  return (
    <Stack gap="md">
      <Title order={2}>Şifre Değiştir</Title>
      <AdminChangePasswordForm />
    </Stack>
  );
}
