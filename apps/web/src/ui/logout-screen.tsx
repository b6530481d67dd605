import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * The member's and the admin's logout page: revoke the token (best effort, when there is a session), clear what the
 * browser keeps, go to the login page. Runs once even under StrictMode.
 */
export function LogoutScreen({
  revoke,
  clear,
  to,
  mih,
}: {
  revoke: (() => Promise<unknown>) | undefined;
  clear: () => void;
  to: string;
  mih?: string;
}) {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (revoke?.().catch(() => undefined) ?? Promise.resolve()).finally(() => {
      clear();
      navigate(to, { replace: true });
    });
  }, [revoke, clear, to, navigate]);

  return (
    <Center py="xl" mih={mih}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Çıkış yapılıyor...</Text>
      </Stack>
    </Center>
  );
}
