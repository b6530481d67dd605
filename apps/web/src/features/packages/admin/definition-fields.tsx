import { Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatMoney } from '../../../lib/format';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { netPrice } from '../package-state';
import { amount, type DefinitionValues } from './definition-values';

const money = { decimalScale: 2, decimalSeparator: ',', thousandSeparator: '.', min: 0, rightSection: '₺' } as const;

export function DefinitionFields<V extends DefinitionValues>({ form }: { form: UseFormReturnType<V> }) {
  const { fiyat, ind } = form.getValues();
  return (
    <>
      <TextInput label="Başlık" required {...form.getInputProps('baslik')} />
      <RichTextField
        label="Açıklama"
        value={form.getValues().metin}
        // a generic form cannot name its field's type; 'metin' is a string in every form that holds these fields
        onChange={(html) => form.setFieldValue('metin', html as never)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label="Süre (Ay)"
          required
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={120}
          {...form.getInputProps('sira')}
        />
        <NumberInput label="Paket Fiyatı" {...money} {...form.getInputProps('fiyat')} />
        <NumberInput label="İndirim" {...money} {...form.getInputProps('ind')} />
      </SimpleGrid>
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          Satış fiyatı:
        </Text>
        <Text size="sm" fw={600}>
          {formatMoney(netPrice({ fiyat: amount(fiyat), ind: amount(ind) }))}
        </Text>
      </Group>
    </>
  );
}
