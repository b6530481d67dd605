import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { zRatesEntry } from '@tedarik/contract/rates/admin';
import { today } from '../../../lib/today';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { usePutRates } from '../api/put-rates';

const blank = () => ({ date: today(), usd: '', eur: '' });

/** 'Kur Gir': a day's USD and EUR rates by hand (TL for 1 unit); they replace that day's rates. */
export function RatesEntryForm() {
  const state = useResourceForm(zRatesEntry, usePutRates(), { initialValues: blank(), reset: true });
  const { form } = state;
  return (
    <ResourceForm state={state} title="Kur Gir" submit="Kaydet">
      <Text size="sm" c="dimmed">
        TCMB kurları alınamadığında bir günün döviz satış kurlarını buradan girin. Girilen kurlar o günün kurlarının
        yerine geçer.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Bülten Tarihi" type="date" max={today()} required {...form.getInputProps('date')} />
        <TextInput
          label="USD Satış Kuru"
          placeholder="42,4977"
          inputMode="decimal"
          rightSection="₺"
          required
          {...form.getInputProps('usd')}
        />
        <TextInput
          label="EUR Satış Kuru"
          placeholder="49,2757"
          inputMode="decimal"
          rightSection="₺"
          required
          {...form.getInputProps('eur')}
        />
      </SimpleGrid>
    </ResourceForm>
  );
}
