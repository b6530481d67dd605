import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type forgotPassword, MSG } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { useEffect } from 'react';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';

/**
 * The contract's rule of the field (and zod with it), loaded apart: the form is an island of the forgot-password page
 * (decision 0050), whose first load carries no zod. It is fetched as the form comes alive.
 */
const rules = () => import('@tedarik/contract/accounts/public').then((m) => m.zEmailRequest);

/**
 * Forgot password (member and back-office): one e-mail field; the server's answer is shown as it comes (a reset
 * link was mailed), its failure text likewise.
 */
export function EmailRequestForm({ submit }: { submit: (body: CallBody<typeof forgotPassword>) => Promise<string> }) {
  const request = useContractForm(rules, useMutation({ mutationFn: submit }), {
    initialValues: { email: '' },
    onSuccess: (text) => ({ color: 'green', text: text || MSG.forgotSent }),
  });
  useEffect(() => void rules(), []);
  return (
    <ContractForm state={request} submit="Gönder" button={{ fullWidth: true }}>
      <TextInput label="E-posta" type="email" autoComplete="email" {...request.form.getInputProps('email')} />
    </ContractForm>
  );
}
