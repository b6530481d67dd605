import { PasswordInput, TextInput } from '@mantine/core';
import { type AdminSession, zAdminLoginRequest } from '@tedarik/contract/accounts/admin';
import { MSG } from '@tedarik/contract/accounts/public';
import { errorText } from '../../../lib/http';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAdminLogin } from '../api/admin-login';

/** Username and password; 'Bekleyiniz' while waiting; on failure the server's text and cleared fields (spec §8). */
export function AdminLoginForm({ onSuccess }: { onSuccess: (session: AdminSession) => void }) {
  const login = useContractForm(zAdminLoginRequest, useAdminLogin(), {
    initialValues: { kad: '', sifre: '' },
    onSuccess: (session) => void onSuccess(session),
    onError: (error, { form }) => {
      form.reset();
      return { color: 'red', text: errorText(error) || MSG.loginFailed };
    },
  });
  const input = login.form.getInputProps;
  return (
    <ContractForm state={login} submit="Giriş Yap" busyLabel={MSG.wait} button={{ fullWidth: true }}>
      <TextInput label="Kullanıcı Adı" autoComplete="username" {...input('kad')} />
      <PasswordInput label="Şifre" autoComplete="current-password" {...input('sifre')} />
    </ContractForm>
  );
}
