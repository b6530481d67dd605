import { Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatMoney } from '@tedarik/contract/money';
import { fieldKurus } from '../../../lib/amount';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { AmountInput } from '../../../ui/amount-input';
import type { DefinitionValues } from './definition-values';

export function DefinitionFields<V extends DefinitionValues>({ form }: { form: UseFormReturnType<V> }) {
  const { fiyat, ind } = form.getValues();
  const price = fieldKurus(fiyat);
  const discount = fieldKurus(ind);
  // the price shown to members: fiyat − ind, never below zero ('—' while either cannot be read)
  const net = price === undefined || discount === undefined ? undefined : price > discount ? price - discount : 0n;
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
        <AmountInput label="Paket Fiyatı" currency="TL" {...form.getInputProps('fiyat')} />
        <AmountInput label="İndirim" currency="TL" {...form.getInputProps('ind')} />
      </SimpleGrid>
      <NumberInput
        label="Aylık teklif hakkı"
        description="Bu paketteki bir firmanın ayda verebileceği teklif sayısı (0 = sınırsız)."
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={100_000}
        maw={320}
        {...form.getInputProps('aylikTeklifHakki')}
      />
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          Satış fiyatı:
        </Text>
        <Text size="sm" fw={600}>
          {net === undefined ? '—' : formatMoney(net, 'TL')}
        </Text>
      </Group>
    </>
  );
}
