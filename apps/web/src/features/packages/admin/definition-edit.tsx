import { Switch } from '@mantine/core';
import { DEFINITION_MSG, type Definition, zUpdateDefinition } from '@tedarik/contract/packages/admin';
import { amountField } from '../../../lib/amount';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { useUpdateDefinition } from '../api/update-definition';
import { DefinitionFields } from './definition-fields';
import { type DefinitionValues, definitionInput } from './definition-values';

type Values = DefinitionValues & { durum: boolean };

/** koleksiyondetay-{id}: the definition's active flag and fields → 'Güncellendi.'. */
export function DefinitionEdit({ definition }: { definition: Definition }) {
  const mutation = useUpdateDefinition(definition.id);
  const {
    id: _id,
    resim: _resim,
    ...values
  } = {
    ...definition,
    fiyat: amountField(definition.fiyat),
    ind: amountField(definition.ind),
  };
  const state = useResourceForm(zUpdateDefinition, mutation, {
    initialValues: values as Values,
    input: definitionInput,
    success: DEFINITION_MSG.saved,
  });
  return (
    <ResourceForm state={state} submit="Güncelle" aria-label="Paketi güncelle">
      <Switch
        label="Aktif"
        description="Pasif bir paket üyelere sunulmaz."
        {...state.form.getInputProps('durum', { type: 'checkbox' })}
      />
      <DefinitionFields form={state.form} />
    </ResourceForm>
  );
}
