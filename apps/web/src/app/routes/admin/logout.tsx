import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { adminLogout } from '../../../features/admin/api/admin-logout';
import { clearAllStorage, getAdminSession } from '../../../lib/session';

/** /adminimt/logout: revoke the token (best effort), clear local storage and the cached data, back to login. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = getAdminSession() ? adminLogout().catch(() => undefined) : Promise.resolve();
    void revoke.finally(() => {
      clearAllStorage();
      queryClient.clear();
      navigate('/adminimt/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Çıkış yapılıyor...</Text>
      </Stack>
    </Center>
  );
}
