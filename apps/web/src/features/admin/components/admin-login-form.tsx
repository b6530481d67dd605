import { PasswordInput, TextInput } from '@mantine/core';
import { type AdminSession, zAdminLoginRequest } from '@tedarik/contract/accounts/admin';
import { MSG } from '@tedarik/contract/accounts/public';
import { useState } from 'react';
import { errorText, HttpError } from '../../../lib/http';
import { ContractForm } from '../../../ui/form/contract-form';
import { LoginLinkOffer } from '../../../ui/form/login-link-offer';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useAdminLogin } from '../api/admin-login';
import { sendAdminLoginLink } from '../api/admin-login-link';

/**
 * Username and password; 'Bekleyiniz' while waiting; on failure the server's text and cleared fields (spec §8). While
 * the account waits after wrong tries (429), a one-time login link to the administrator's address is offered.
 */
export function AdminLoginForm({ onSuccess }: { onSuccess: (session: AdminSession) => void }) {
  const [waiting, setWaiting] = useState(false);
  const login = useContractForm(zAdminLoginRequest, useAdminLogin(), {
    initialValues: { kad: '', sifre: '' },
    onSuccess: (session) => void onSuccess(session),
    onError: (error, { form }) => {
      form.reset();
      setWaiting(error instanceof HttpError && error.status === 429);
      return { color: 'red', text: errorText(error) || MSG.loginFailed };
    },
  });
  const input = login.form.getInputProps;
  return (
    <>
      <ContractForm state={login} submit="Giriş Yap" busyLabel={MSG.wait} button={{ fullWidth: true }}>
        <TextInput label="Kullanıcı Adı" autoComplete="username" {...input('kad')} />
        <PasswordInput label="Şifre" autoComplete="current-password" {...input('sifre')} />
      </ContractForm>
      {waiting && <LoginLinkOffer send={sendAdminLoginLink} />}
    </>
  );
}
