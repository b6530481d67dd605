import { PasswordInput, TextInput } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { useEffect, useState } from 'react';
import { errorText, HttpError } from '../../../lib/http';
import { ContractForm } from '../../../ui/form/contract-form';
import { LoginLinkOffer } from '../../../ui/form/login-link-offer';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useLogin } from '../api/login';
import { sendLoginLink } from '../api/login-link';

/**
 * The contract's rules of the login (and zod with them), loaded apart: the form is an island of the login page
 * (decision 0050), whose first load carries no zod. They are fetched as the form comes alive, while the member types.
 */
const rules = () => import('@tedarik/contract/accounts/public').then((m) => m.zLoginRequest);

/**
 * E-mail and password; the server's failure text ('Kullanıcı adı veya şifre hatalı') is shown as it comes. While the
 * account waits after wrong tries (429), a one-time login link to the typed address is offered (decision 0046).
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const [waiting, setWaiting] = useState<string | null>(null);
  const login = useContractForm(rules, useLogin(), {
    initialValues: { mail: '', sifre: '' },
    onSuccess: (user) => void onSuccess(user),
    onError: (error, { data }) => {
      setWaiting(error instanceof HttpError && error.status === 429 ? data.mail : null);
      return { color: 'red', text: errorText(error) };
    },
  });
  useEffect(() => void rules(), []);
  const { form } = login;
  return (
    <>
      <ContractForm state={login} submit="Giriş Yap" button={{ fullWidth: true }}>
        <TextInput label="E-posta" type="email" autoComplete="username" {...form.getInputProps('mail')} />
        <PasswordInput label="Şifre" autoComplete="current-password" {...form.getInputProps('sifre')} />
      </ContractForm>
      {waiting !== null && <LoginLinkOffer key={waiting} email={waiting} send={sendLoginLink} />}
    </>
  );
}
