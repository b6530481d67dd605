import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { LOGIN_LINK_MSG } from '@tedarik/contract/accounts/public-login-links';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http';
import { FormMessage } from '../../../ui/form/form-message';

type Props<T> = {
  /** the token of the mailed link (?token=…) */
  token: string | null;
  open: (token: string) => Promise<T>;
  onSuccess: (session: T) => void;
  loginHref: string;
};

/**
 * The page of a mailed login link (member and back-office; decision 0046): one press logs in (a mail program that
 * opens links to check them uses nothing), as a login would.
 */
export function LoginLinkForm<T>({ token, open, onSuccess, loginHref }: Props<T>) {
  const opening = useMutation({ mutationFn: open, onSuccess });
  const message = !token
    ? { color: 'red' as const, text: LOGIN_LINK_MSG.invalid }
    : opening.isError
      ? { color: 'red' as const, text: errorText(opening.error) }
      : null;
  return (
    <Stack gap="sm">
      <FormMessage message={message} />
      {token && !opening.isError && (
        <>
          <Text size="sm">Bu bağlantıyla hesabınıza bir kez, şifre girmeden giriş yaparsınız.</Text>
          <Button fullWidth loading={opening.isPending || opening.isSuccess} onClick={() => opening.mutate(token)}>
            Giriş Yap
          </Button>
        </>
      )}
      <Button component={Link} to={loginHref} variant="subtle" fullWidth>
        Giriş sayfasına dön
      </Button>
    </Stack>
  );
}
