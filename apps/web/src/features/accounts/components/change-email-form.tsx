import { PasswordInput, Text, TextInput } from '@mantine/core';
import { zChangeEmail } from '@tedarik/contract/accounts/member';
import { MSG } from '@tedarik/contract/accounts/public';
import { useMemberUser } from '../../../lib/session';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useChangeEmail } from '../api/change-email';

/** A new login e-mail, confirmed with the current password; the answer replaces the stored user. */
export function ChangeEmailForm() {
  const user = useMemberUser();
  const change = useContractForm(zChangeEmail, useChangeEmail(), {
    initialValues: { mail: '', sifre: '' },
    reset: true,
    onSuccess: () => ({ color: 'green', text: MSG.updated }),
  });
  const input = change.form.getInputProps;
  return (
    <ContractForm state={change} submit="Güncelle" messageAt="bottom" maw={420}>
      <Text size="sm">
        Kayıtlı e-posta adresiniz: <b>{user?.email}</b>
      </Text>
      <TextInput label="Yeni E-posta" type="email" autoComplete="email" {...input('mail')} />
      <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...input('sifre')} />
    </ContractForm>
  );
}
