import { Checkbox, Stack, TextInput } from '@mantine/core';
import { type ApiKey, KEY_SCOPE_LABELS, KEY_SCOPES, MAX_KEY_NAME, zNewApiKey } from '@tedarik/contract/api-keys/member';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useCreateApiKey } from '../api/api-keys';

/**
 * A new key: a name and its scopes. Offers take a running package (the server says so too): without one, only
 * reading requests is offered. The created key, with its secret, goes to `onCreated`, the one place that shows it.
 */
export function NewKeyForm({
  canOffer,
  onCreated,
}: {
  canOffer: boolean;
  onCreated: (key: ApiKey & { secret: string }) => void;
}) {
  const create = useContractForm(zNewApiKey, useCreateApiKey(), {
    initialValues: { name: '', scopes: ['requests:read'] as string[] },
    reset: true,
    onSuccess: (key) => {
      onCreated(key);
      return undefined;
    },
  });
  return (
    <ContractForm state={create} submit="Anahtar Oluştur" messageAt="bottom">
      <Stack gap="sm">
        <TextInput
          label="Anahtar Adı"
          description="Anahtarı nerede kullandığınızı hatırlatan bir ad (örneğin ERP)"
          maxLength={MAX_KEY_NAME}
          {...create.form.getInputProps('name')}
        />
        <Checkbox.Group label="Yetkiler" {...create.form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {KEY_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={KEY_SCOPE_LABELS[scope]}
                disabled={scope === 'offers:write' && !canOffer}
                description={scope === 'offers:write' && !canOffer ? 'Aktif bir paket gerektirir.' : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </ContractForm>
  );
}
