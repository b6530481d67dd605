import { PasswordInput } from '@mantine/core';
import { zAdminChangePasswordForm } from '@tedarik/contract/accounts/admin';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { ADMIN_FORM, ADMIN_UPDATED, adminFailure } from '../account-form';
import { useAdminChangePassword } from '../api/admin-change-password';

/** Admin spec §2 sifreGunc: current, new, repeat; the answer is the new session (stored by the mutation). */
export function AdminChangePasswordForm() {
  const change = useContractForm(zAdminChangePasswordForm, useAdminChangePassword(), {
    initialValues: { eskiSifre: '', yeniSifre: '', yeniSifreTekrar: '' },
    body: ({ eskiSifre, yeniSifre }) => ({ eskiSifre, yeniSifre }),
    reset: true,
    onSuccess: () => ADMIN_UPDATED,
    onError: adminFailure,
  });
  const input = change.form.getInputProps;
  return (
    <ContractForm state={change} {...ADMIN_FORM}>
      <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...input('eskiSifre')} />
      <PasswordInput label="Yeni Şifre" autoComplete="new-password" {...input('yeniSifre')} />
      <PasswordInput label="Yeni Şifre Tekrar" autoComplete="new-password" {...input('yeniSifreTekrar')} />
    </ContractForm>
  );
}
