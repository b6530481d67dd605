import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../features/accounts/api/logout';
import { clearMemberSession, getMemberUser } from '../../../lib/session';

/** /account-logout: revoke the token (best effort), clear the member's storage and data, back to login. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = getMemberUser() ? logout().catch(() => undefined) : Promise.resolve();
    void revoke.finally(() => {
      clearMemberSession();
      queryClient.removeQueries({ queryKey: ['member'] });
      navigate('/Account-Login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Çıkış yapılıyor...</Text>
      </Stack>
    </Center>
  );
}
