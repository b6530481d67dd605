import { Anchor, Group, Stack, Title } from '@mantine/core';
import { DEFINITION_DEFAULTS, DEFINITION_MSG, zAddDefinition } from '@tedarik/contract/packages/admin';
import { Link, useNavigate } from 'react-router';
import { amountField } from '../../../lib/amount';
import { ImageField } from '../../../ui/admin/image-field';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { useUploadProgress } from '../../../ui/admin/use-upload-progress';
import { useAddDefinition } from '../api/add-definition';
import { DefinitionFields } from './definition-fields';
import { type DefinitionValues, definitionInput } from './definition-values';
import { definitionHref } from './links';

type Values = DefinitionValues & { file: File | null };

/**
 * koleksiyonEkle (admin spec §2, §5): image, title, description, duration (5), price and discount (0). 'Baslik
 * Girin.', 'Sira Numarasi Girin.' and 'Gorsel Girin.' come together in one alert; the image is sent with its
 * progress; then 'Paket eklendi' and the list.
 */
export function DefinitionAdd() {
  const navigate = useNavigate();
  const mutation = useAddDefinition();
  const upload = useUploadProgress();
  const state = useResourceForm(zAddDefinition, mutation, {
    initialValues: {
      baslik: '',
      metin: '',
      sira: DEFINITION_DEFAULTS.sira,
      fiyat: amountField(DEFINITION_DEFAULTS.fiyat),
      ind: amountField(DEFINITION_DEFAULTS.ind),
      aylikTeklifHakki: 0,
      file: null,
    } as Values,
    input: definitionInput,
    body: (body) => ({ body, onUploadProgress: upload.track() }),
    success: DEFINITION_MSG.added,
    onSaved: () => navigate(definitionHref.list),
  });
  const { form } = state;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Paket Ekle</Title>
        <Anchor component={Link} to={definitionHref.list} size="sm">
          Paketler
        </Anchor>
      </Group>
      <ResourceForm state={state} aria-label="Paket ekle">
        <ImageField
          label="Görsel"
          required
          value={form.getValues().file}
          onChange={(file) => form.setFieldValue('file', file)}
          progress={state.busy ? upload.progress : null}
        />
        <DefinitionFields form={form} />
      </ResourceForm>
    </Stack>
  );
}
