import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { INBOX_MSG, zNewsletterRequest } from '@tedarik/contract/inbox';
import { type FormEvent, useState } from 'react';
import { GENERIC_ERROR, HttpError } from '../../../lib/http';
import { validate } from '../../../lib/validate';
import { FormMessage, type Message } from '../../../ui/form-message';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** 'Hata oluştu.' plus the server's text (spec §8), or alone when there is none. */
const failure = (error: unknown) =>
  error instanceof HttpError && error.status > 0 && error.message !== GENERIC_ERROR
    ? `${GENERIC_ERROR} ${error.message}`
    : GENERIC_ERROR;

/** Newsletter sign-up (spec §5 "Newsletter"), in the footer of every page. Lazy: it brings zod along. */
export default function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(zNewsletterRequest, { email });
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    subscribe.mutate(checked.data.email, {
      onSuccess: () => {
        setMessage({ color: 'green', text: INBOX_MSG.subscribed });
        setEmail('');
      },
      onError: (error) => setMessage({ color: 'red', text: failure(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="E-Bülten">
      <Stack gap="xs">
        <Text fw={700}>E-Bülten</Text>
        <Text size="sm" c="dimmed">
          Yeni talepler, duyurular ve kampanyalardan haberdar olun.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label="Bülten e-posta adresi"
            placeholder="E-posta adresiniz"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={subscribe.isPending}>
            Kayıt Ol
          </Button>
        </Group>
        <FormMessage message={message} onClose={() => setMessage(null)} />
      </Stack>
    </form>
  );
}
