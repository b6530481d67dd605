import { PasswordInput } from '@mantine/core';
import { zChangePasswordForm } from '@tedarik/contract/accounts/member';
import { MSG } from '@tedarik/contract/accounts/public';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useChangePassword } from '../api/change-password';

/** Current, new and repeated password (spec §5 "Change password"). */
export function ChangePasswordForm() {
  const change = useContractForm(zChangePasswordForm, useChangePassword(), {
    initialValues: { esifre: '', sifre: '', sifreTekrar: '' },
    body: ({ esifre, sifre }) => ({ esifre, sifre }),
    reset: true,
    onSuccess: (text) => ({ color: 'green', text: text || MSG.updated }),
  });
  const input = change.form.getInputProps;
  return (
    <ContractForm state={change} submit="Güncelle" messageAt="bottom" maw={420}>
      <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...input('esifre')} />
      <PasswordInput label="Yeni Şifre" autoComplete="new-password" {...input('sifre')} />
      <PasswordInput label="Yeni Şifre Tekrar" autoComplete="new-password" {...input('sifreTekrar')} />
    </ContractForm>
  );
}
