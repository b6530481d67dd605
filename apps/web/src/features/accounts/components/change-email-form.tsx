import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, zChangeEmail } from '@tedarik/contract/accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { useMemberUser } from '../../../lib/session';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useChangeEmail } from '../api/change-email';

/** A new login e-mail, confirmed with the current password; the answer replaces the stored user. */
export function ChangeEmailForm() {
  const user = useMemberUser();
  const form = useForm({ initialValues: { mail: '', sifre: '' } });
  const change = useChangeEmail();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zChangeEmail, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    change.mutate(checked.data, {
      onSuccess: () => {
        setMessage({ color: 'green', text: MSG.updated });
        form.reset();
      },
      onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">
          Kayıtlı email adresiniz: <b>{user?.email}</b>
        </Text>
        <TextInput label="Yeni Email" type="email" autoComplete="email" {...form.getInputProps('mail')} />
        <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...form.getInputProps('sifre')} />
        <FormMessage message={message} />
        <Button type="submit" loading={change.isPending}>
          Güncelle
        </Button>
      </Stack>
    </form>
  );
}
