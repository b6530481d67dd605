import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INBOX_MSG, zContactRequest } from '@tedarik/contract/inbox';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useSendContact } from '../api/send-contact';

const initialValues = { ad: '', mail: '', tel: '', mesaJ: '' };

/** The contact form (spec §5 "Contact"): every message of the check in one alert; 'Ok' from the server = sent. */
export function ContactForm() {
  const form = useForm({ initialValues });
  const send = useSendContact();
  const [message, setMessage] = useState<Message | null>(null);

  const submit = form.onSubmit((values) => {
    const checked = validate(zContactRequest, values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    send.mutate(checked.data, {
      onSuccess: (answer) => {
        if (answer.trim().toLowerCase() !== 'ok') return setMessage({ color: 'red', text: `Hata : ${answer}` });
        setMessage({ color: 'green', text: INBOX_MSG.contactSent });
        form.reset();
      },
      onError: (error) => setMessage({ color: 'red', text: `Hata : ${errorText(error)}` }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="İletişim formu">
      <Stack gap="sm">
        <FormMessage message={message} onClose={() => setMessage(null)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Ad Soyad" autoComplete="name" {...form.getInputProps('ad')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('mail')} />
        </SimpleGrid>
        <TextInput label="Telefon" type="tel" autoComplete="tel" {...form.getInputProps('tel')} />
        <Textarea label="Mesaj" autosize minRows={5} maxLength={4000} {...form.getInputProps('mesaJ')} />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          Gönder
        </Button>
      </Stack>
    </form>
  );
}
