import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type forgotPassword, MSG, zEmailRequest } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';

/**
 * Forgot password (member and back-office): one e-mail field; the server's answer is shown as it comes (a reset
 * link was mailed), its failure text likewise.
 */
export function EmailRequestForm({ submit }: { submit: (body: CallBody<typeof forgotPassword>) => Promise<string> }) {
  const request = useContractForm(zEmailRequest, useMutation({ mutationFn: submit }), {
    initialValues: { email: '' },
    onSuccess: (text) => ({ color: 'green', text: text || MSG.forgotSent }),
  });
  return (
    <ContractForm state={request} submit="Gönder" button={{ fullWidth: true }}>
      <TextInput label="E-posta" type="email" autoComplete="email" {...request.form.getInputProps('email')} />
    </ContractForm>
  );
}
