import { PasswordInput, TextInput } from '@mantine/core';
import { type adminUser, zAdminUserUpdate } from '@tedarik/contract/accounts/admin';
import type { CallResult } from '@tedarik/contract/call';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { ADMIN_FORM, ADMIN_UPDATED, adminFailure } from '../account-form';
import { useUpdateAdminUser } from '../api/update-admin-user';

/** Admin spec §2 kullGunc: user name and e-mail, confirmed with the current password. */
export function AdminUserForm({ user }: { user: CallResult<typeof adminUser> }) {
  const update = useContractForm(zAdminUserUpdate, useUpdateAdminUser(), {
    initialValues: { kullanici: user.kad, mail: user.mail, sifre: '' },
    onSuccess: (_session, { form }) => {
      form.setFieldValue('sifre', '');
      return ADMIN_UPDATED;
    },
    onError: adminFailure,
  });
  const input = update.form.getInputProps;
  return (
    <ContractForm state={update} {...ADMIN_FORM}>
      <TextInput label="Kullanıcı Adı" autoComplete="username" {...input('kullanici')} />
      <TextInput label="E-posta" type="email" autoComplete="email" {...input('mail')} />
      <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...input('sifre')} />
    </ContractForm>
  );
}
