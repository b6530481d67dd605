import { Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { MSG, type resetPassword, zResetPassword } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { Link } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../ui/form/contract-form';
import { FormMessage } from '../../../ui/form/form-message';
import { useContractForm } from '../../../ui/form/use-contract-form';

/** The reset rules and the repeated password, all their messages at once (`when`: also after other failures). */
const zResetPasswordForm = zResetPassword
  .and(z.object({ sifreTekrar: z.string() }))
  .refine((v) => v.sifre === v.sifreTekrar, {
    path: ['sifreTekrar'],
    message: MSG.passwordMismatch,
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

type Props = {
  /** The token of the mailed link (?token=…) */
  token: string | null;
  submit: (body: CallBody<typeof resetPassword>) => Promise<string>;
  loginHref: string;
};

/** The page of the mailed reset link (member and back-office): new password twice, then on to login. */
export function ResetPasswordForm({ token, submit, loginHref }: Props) {
  const reset = useContractForm(zResetPasswordForm, useMutation({ mutationFn: submit }), {
    initialValues: { sifre: '', sifreTekrar: '' },
    input: (values) => ({ ...values, token: token ?? '' }),
    body: (data) => ({ token: data.token, sifre: data.sifre }),
    onSuccess: (text) => ({ color: 'green', text: text || MSG.resetDone }),
    initialMessage: token ? null : { color: 'red', text: MSG.resetInvalid },
  });
  const input = reset.form.getInputProps;
  return (
    <form onSubmit={reset.onSubmit} noValidate>
      <Stack gap="sm">
        <FormMessage message={reset.message} />
        {token && !reset.done && (
          <>
            <PasswordInput label="Yeni Şifre" autoComplete="new-password" {...input('sifre')} />
            <PasswordInput label="Yeni Şifre Tekrar" autoComplete="new-password" {...input('sifreTekrar')} />
            <SubmitButton busy={reset.busy} fullWidth>
              Şifremi Güncelle
            </SubmitButton>
          </>
        )}
        <Button component={Link} to={loginHref} variant={reset.done ? 'filled' : 'subtle'} fullWidth>
          Giriş sayfasına dön
        </Button>
      </Stack>
    </form>
  );
}
