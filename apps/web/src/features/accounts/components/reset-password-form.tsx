import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { MSG, zResetPassword } from '@tedarik/contract/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';

type Props = {
  /** The token of the mailed link (?token=…) */
  token: string | null;
  submit: (body: { token: string; sifre: string }) => Promise<string>;
  loginHref: string;
};

/** The page of the mailed reset link (member and back-office): new password twice, then on to login. */
export function ResetPasswordForm({ token, submit, loginHref }: Props) {
  const form = useForm({ initialValues: { sifre: '', sifreTekrar: '' } });
  const reset = useMutation({ mutationFn: submit });
  const [message, setMessage] = useState<Message | null>(token ? null : { color: 'red', text: MSG.resetInvalid });

  const onSubmit = form.onSubmit((values) => {
    const checked = validate(zResetPassword, { token: token ?? '', sifre: values.sifre });
    const problems = checked.ok ? [] : checked.message.split('\n');
    if (values.sifre !== values.sifreTekrar) problems.push(MSG.passwordMismatch);
    if (!checked.ok || problems.length > 0) return setMessage({ color: 'red', text: problems.join('\n') });
    setMessage(null);
    reset.mutate(checked.data, {
      onSuccess: (text) => setMessage({ color: 'green', text: text || MSG.resetDone }),
      onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
    });
  });

  const done = reset.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormMessage message={message} />
        {token && !done && (
          <>
            <PasswordInput label="Yeni Şifre" autoComplete="new-password" {...form.getInputProps('sifre')} />
            <PasswordInput
              label="Yeni Şifre Tekrar"
              autoComplete="new-password"
              {...form.getInputProps('sifreTekrar')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Şifremi Güncelle
            </Button>
          </>
        )}
        <Button component={Link} to={loginHref} variant={done ? 'filled' : 'subtle'} fullWidth>
          Giriş sayfasına dön
        </Button>
      </Stack>
    </form>
  );
}
