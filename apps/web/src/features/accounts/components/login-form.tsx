import { PasswordInput, TextInput } from '@mantine/core';
import { type SessionUser, zLoginRequest } from '@tedarik/contract/accounts/public';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useLogin } from '../api/login';

/** E-mail and password; the server's failure text ('Kullanıcı adı veya şifre hatalı') is shown as it comes. */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const login = useContractForm(zLoginRequest, useLogin(), {
    initialValues: { mail: '', sifre: '' },
    onSuccess: (user) => void onSuccess(user),
  });
  const { form } = login;
  return (
    <ContractForm state={login} submit="Giriş Yap" button={{ fullWidth: true }}>
      <TextInput label="E-posta" type="email" autoComplete="username" {...form.getInputProps('mail')} />
      <PasswordInput label="Şifre" autoComplete="current-password" {...form.getInputProps('sifre')} />
    </ContractForm>
  );
}
