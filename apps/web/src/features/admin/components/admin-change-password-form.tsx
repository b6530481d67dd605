import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@tedarik/contract/accounts';
import { ADMIN_MSG, zAdminChangePasswordForm } from '@tedarik/contract/admin-accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useAdminChangePassword } from '../api/admin-change-password';

/** Admin spec §2 sifreGunc: current, new, repeat; the answer is the new session (stored by the mutation). */
export function AdminChangePasswordForm() {
  const form = useForm({ initialValues: { eskiSifre: '', yeniSifre: '', yeniSifreTekrar: '' } });
  const change = useAdminChangePassword();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zAdminChangePasswordForm, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    change.mutate(
      { eskiSifre: checked.data.eskiSifre, yeniSifre: checked.data.yeniSifre },
      {
        onSuccess: () => {
          setMessage({ color: 'green', text: MSG.updated });
          form.reset();
        },
        onError: (error) => setMessage({ color: 'red', title: ADMIN_MSG.updateFailed, text: errorText(error) }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...form.getInputProps('eskiSifre')} />
        <PasswordInput label="Yeni Şifre" autoComplete="new-password" {...form.getInputProps('yeniSifre')} />
        <PasswordInput
          label="Yeni Şifre Tekrar"
          autoComplete="new-password"
          {...form.getInputProps('yeniSifreTekrar')}
        />
        <FormMessage message={message} onClose={() => setMessage(null)} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? MSG.wait : 'Güncelle'}
        </Button>
      </Stack>
    </form>
  );
}
