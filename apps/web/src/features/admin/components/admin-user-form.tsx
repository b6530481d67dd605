import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@tedarik/contract/accounts';
import { ADMIN_MSG, zAdminUserUpdate } from '@tedarik/contract/admin-accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useUpdateAdminUser } from '../api/update-admin-user';

/** Admin spec §2 kullGunc: user name and e-mail, confirmed with the current password. */
export function AdminUserForm({ user }: { user: { kad: string; mail: string } }) {
  const form = useForm({ initialValues: { kullanici: user.kad, mail: user.mail, sifre: '' } });
  const update = useUpdateAdminUser();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zAdminUserUpdate, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    update.mutate(checked.data, {
      onSuccess: () => {
        setMessage({ color: 'green', text: MSG.updated });
        form.setFieldValue('sifre', '');
      },
      // The spec's failure banner, with the server's reason under it.
      onError: (error) => setMessage({ color: 'red', title: ADMIN_MSG.updateFailed, text: errorText(error) }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput label="Kullanıcı Adı" autoComplete="username" {...form.getInputProps('kullanici')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('mail')} />
        <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...form.getInputProps('sifre')} />
        <FormMessage message={message} onClose={() => setMessage(null)} />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? MSG.wait : 'Güncelle'}
        </Button>
      </Stack>
    </form>
  );
}
