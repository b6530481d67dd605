import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, zChangePasswordForm } from '@tedarik/contract/accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useChangePassword } from '../api/change-password';

/** Current, new and repeated password (spec §5 "Change password"). */
export function ChangePasswordForm() {
  const form = useForm({ initialValues: { esifre: '', sifre: '', sifreTekrar: '' } });
  const change = useChangePassword();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zChangePasswordForm, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    change.mutate(
      { esifre: checked.data.esifre, sifre: checked.data.sifre },
      {
        onSuccess: (text) => {
          setMessage({ color: 'green', text: text || MSG.updated });
          form.reset();
        },
        onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...form.getInputProps('esifre')} />
        <PasswordInput label="Yeni Şifre" autoComplete="new-password" {...form.getInputProps('sifre')} />
        <PasswordInput label="Yeni Şifre Tekrar" autoComplete="new-password" {...form.getInputProps('sifreTekrar')} />
        <FormMessage message={message} />
        <Button type="submit" loading={change.isPending}>
          Güncelle
        </Button>
      </Stack>
    </form>
  );
}
