import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { MSG, zEmailRequest } from '@tedarik/contract/accounts';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';

/**
 * Forgot password (member and back-office): one e-mail field; the server's answer is shown as it comes (a reset
 * link was mailed), its failure text likewise.
 */
export function EmailRequestForm({ submit }: { submit: (email: string) => Promise<string> }) {
  const form = useForm({ initialValues: { email: '' } });
  const request = useMutation({ mutationFn: submit });
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = form.onSubmit((values) => {
    const checked = validate(zEmailRequest, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    request.mutate(checked.data.email, {
      onSuccess: (text) => setMessage({ color: 'green', text: text || MSG.forgotSent }),
      onError: (error) => setMessage({ color: 'red', text: errorText(error) }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormMessage message={message} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          Gönder
        </Button>
      </Stack>
    </form>
  );
}
