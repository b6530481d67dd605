import { Group, Stack, Text, TextInput } from '@mantine/core';
import { INBOX_MSG } from '@tedarik/contract/inbox/public';
import { GENERIC_ERROR, HttpError } from '../../../lib/http';
import { SubmitButton } from '../../../ui/form/contract-form';
import { FormMessage } from '../../../ui/form/form-message';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** 'Hata oluştu.' plus the server's text (spec §8), or alone when there is none. */
const failure = (error: unknown) =>
  error instanceof HttpError && error.status > 0 && error.message !== GENERIC_ERROR
    ? `${GENERIC_ERROR} ${error.message}`
    : GENERIC_ERROR;

/** Newsletter sign-up (spec §5 "Newsletter"), in the footer of every page: an island of a visitor's page. */
export function NewsletterForm() {
  const subscribe = useContractForm(
    () => import('@tedarik/contract/inbox/public').then((m) => m.zNewsletterRequest),
    useSubscribeNewsletter(),
    {
      initialValues: { email: '' },
      reset: true,
      onSuccess: () => ({ color: 'green', text: INBOX_MSG.subscribed }),
      onError: (error) => ({ color: 'red', text: failure(error) }),
    },
  );

  return (
    <form onSubmit={subscribe.onSubmit} noValidate aria-label="E-Bülten">
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
            style={{ flex: 1 }}
            {...subscribe.form.getInputProps('email')}
          />
          <SubmitButton busy={subscribe.busy}>Kayıt Ol</SubmitButton>
        </Group>
        <FormMessage message={subscribe.message} onClose={subscribe.closeMessage} />
      </Stack>
    </form>
  );
}
