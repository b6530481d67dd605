import { PasswordInput, Text, TextInput } from '@mantine/core';
import { zChangeEmail } from '@tedarik/contract/accounts/member';
import { EMAIL_CHANGE_MSG, MSG } from '@tedarik/contract/accounts/public';
import { useMemberUser } from '../../../lib/session';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useChangeEmail } from '../api/change-email';

/**
 * A new login e-mail, confirmed with the current password; the answer replaces the stored user. The e-mail changes
 * only once the link mailed to the new address is opened: the message says so.
 */
export function ChangeEmailForm() {
  const user = useMemberUser();
  const change = useContractForm(zChangeEmail, useChangeEmail(), {
    initialValues: { mail: '', sifre: '' },
    reset: true,
    onSuccess: (answer, { data }) =>
      answer.email === data.mail
        ? { color: 'green', text: MSG.updated } // its own address: nothing to confirm
        : { color: 'green', text: EMAIL_CHANGE_MSG.sent(data.mail) },
  });
  const input = change.form.getInputProps;
  return (
    <ContractForm state={change} submit="Güncelle" messageAt="bottom" maw={420}>
      <Text size="sm">
        Kayıtlı e-posta adresiniz: <b>{user?.email}</b>
      </Text>
      <TextInput
        label="Yeni E-posta"
        type="email"
        autoComplete="email"
        description="Yeni adresinize bir onay bağlantısı gönderilir; e-posta adresiniz, bağlantıyı açtığınızda değişir."
        {...input('mail')}
      />
      <PasswordInput label="Mevcut Şifre" autoComplete="current-password" {...input('sifre')} />
    </ContractForm>
  );
}
