import { Checkbox, Stack, TextInput } from '@mantine/core';
import {
  MAX_WEBHOOK_URL,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type Webhook,
  zNewWebhook,
} from '@tedarik/contract/webhooks/member';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useCreateWebhook } from '../api/webhooks';

/**
 * A new webhook: its https address and the events it is sent. The created webhook, with its secret, goes to
 * `onCreated`, the one place that shows it.
 */
export function NewWebhookForm({ onCreated }: { onCreated: (hook: Webhook & { secret: string }) => void }) {
  const create = useContractForm(zNewWebhook, useCreateWebhook(), {
    initialValues: { url: '', events: [...WEBHOOK_EVENTS] as string[] },
    reset: true,
    onSuccess: (hook) => {
      onCreated(hook);
      return undefined;
    },
  });
  return (
    <ContractForm state={create} submit="Adres Ekle" messageAt="bottom">
      <Stack gap="sm">
        <TextInput
          label="Adres"
          description="Olayların gönderileceği https:// adresi (örneğin https://ornek.com/tedarik-webhook)"
          placeholder="https://"
          maxLength={MAX_WEBHOOK_URL}
          {...create.form.getInputProps('url')}
        />
        <Checkbox.Group label="Olaylar" {...create.form.getInputProps('events')}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </ContractForm>
  );
}
