import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LOGIN_LINK_MSG } from '@tedarik/contract/accounts/public-login-links';
import { useState } from 'react';
import { errorText } from '../../lib/http';
import { FormMessage } from './form-message';

type Props = {
  /** the address typed in the login form, if it asked for one (a member's); the administrator types it here */
  email?: string;
  send: (email: string) => Promise<{ message: string }>;
};

/**
 * Under a login form whose account waits after wrong tries (decision 0046): a one-time login link to the account's
 * address, the owner's way in that others' tries cannot block.
 */
export function LoginLinkOffer({ email: typed = '', send }: Props) {
  const [email, setEmail] = useState(typed);
  const sending = useMutation({ mutationFn: send });
  const message = sending.isSuccess
    ? { color: 'green' as const, text: sending.data.message }
    : sending.isError
      ? { color: 'red' as const, text: errorText(sending.error) }
      : null;
  return (
    <Stack gap="xs" aria-label="Giriş bağlantısı">
      <Text size="sm">{LOGIN_LINK_MSG.offer}</Text>
      <FormMessage message={message} />
      {!sending.isSuccess && (
        <>
          {!typed && (
            <TextInput
              label="E-posta"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
          <Button variant="light" loading={sending.isPending} onClick={() => sending.mutate(email.trim())}>
            {LOGIN_LINK_MSG.send}
          </Button>
        </>
      )}
    </Stack>
  );
}
