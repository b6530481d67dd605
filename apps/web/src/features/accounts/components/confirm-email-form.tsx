import { Button, Stack, Text } from '@mantine/core';
import { EMAIL_CHANGE_MSG, zConfirmEmailChange } from '@tedarik/contract/accounts/public';
import { Link } from 'react-router';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { SubmitButton } from '../../../ui/form/contract-form';
import { FormMessage } from '../../../ui/form/form-message';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * The page of the link mailed to a member's new e-mail: one press confirms it (a mail program that opens links to
 * check them changes nothing), then on to the login with the new address.
 */
export function ConfirmEmailForm({ token }: { token: string | null }) {
  const confirm = useContractForm(zConfirmEmailChange, useConfirmEmailChange(), {
    initialValues: {},
    input: () => ({ token: token ?? '' }),
    onSuccess: (text) => ({ color: 'green', text: text || EMAIL_CHANGE_MSG.done }),
    initialMessage: token ? null : { color: 'red', text: EMAIL_CHANGE_MSG.invalid },
  });
  return (
    <form onSubmit={confirm.onSubmit} noValidate>
      <Stack gap="sm">
        <FormMessage message={confirm.message} />
        {token && !confirm.done && (
          <>
            <Text size="sm">
              Tedarik hesabınızın e-posta adresi, onayladığınızda bu adres olarak değişecek. Ardından yeni adresinizle
              giriş yaparsınız.
            </Text>
            <SubmitButton busy={confirm.busy} fullWidth>
              Onayla
            </SubmitButton>
          </>
        )}
        <Button component={Link} to={MEMBER_LOGIN} variant={confirm.done ? 'filled' : 'subtle'} fullWidth>
          Giriş Yap
        </Button>
      </Stack>
    </form>
  );
}
