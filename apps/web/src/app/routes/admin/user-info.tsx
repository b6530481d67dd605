import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { adminUserQuery } from '../../../features/admin/api/get-admin-user';
import { AdminUserForm } from '../../../features/admin/components/admin-user-form';
import { ADMIN_LOGOUT } from '../../../lib/paths';
import { queryClient } from '../../query-client';

/** The form needs the current values; if they cannot be loaded the admin is sent to logout (admin spec §8). */
export async function loader() {
  try {
    await queryClient.ensureQueryData(adminUserQuery());
  } catch {
    throw redirect(ADMIN_LOGOUT);
  }
  return null;
}

/** /adminimt/kullGunc */
export function Component() {
  const { data: user } = useSuspenseQuery(adminUserQuery());
  return (
    <Stack gap="md">
      <Title order={2}>Kullanıcı Bilgileri</Title>
      <AdminUserForm key={`${user.kad}:${user.mail}`} user={user} />
    </Stack>
  );
}
