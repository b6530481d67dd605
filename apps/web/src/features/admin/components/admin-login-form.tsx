import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@tedarik/contract/accounts';
import { type AdminSession, zAdminLoginRequest } from '@tedarik/contract/admin-accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useAdminLogin } from '../api/admin-login';

/** Username and password; 'Bekleyiniz' while waiting; on failure the server's text and cleared fields (spec §8). */
export function AdminLoginForm({ onSuccess }: { onSuccess: (session: AdminSession) => void }) {
  const form = useForm({ initialValues: { kad: '', sifre: '' } });
  const login = useAdminLogin();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zAdminLoginRequest, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    login.mutate(checked.data, {
      onSuccess,
      onError: (error) => {
        setMessage({ color: 'red', text: errorText(error) || MSG.loginFailed });
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormMessage message={message} />
        <TextInput label="Kullanıcı Adı" autoComplete="username" {...form.getInputProps('kad')} />
        <PasswordInput label="Şifre" autoComplete="current-password" {...form.getInputProps('sifre')} />
        <Button type="submit" disabled={login.isPending} fullWidth>
          {login.isPending ? MSG.wait : 'Giriş Yap'}
        </Button>
      </Stack>
    </form>
  );
}
