import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SessionUser, zLoginRequest } from '@tedarik/contract/accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useLogin } from '../api/login';

/** E-mail and password; the server's failure text ('Kullanıcı adı veya şifre hatalı') is shown as it comes. */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const form = useForm({ initialValues: { mail: '', sifre: '' } });
  const login = useLogin();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zLoginRequest, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    login.mutate(checked.data, {
      onSuccess,
      onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormMessage message={message} />
        <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('mail')} />
        <PasswordInput label="Şifre" autoComplete="current-password" {...form.getInputProps('sifre')} />
        <Button type="submit" loading={login.isPending} fullWidth>
          Giriş Yap
        </Button>
      </Stack>
    </form>
  );
}
