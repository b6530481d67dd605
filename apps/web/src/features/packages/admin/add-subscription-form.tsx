import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { amountText, formatMoney } from '@tedarik/contract/money';
import { ADMIN_PACKAGE_MSG, zAddSubscription, type zPackageChoice } from '@tedarik/contract/packages/admin';
import type { z } from 'zod';
import { legacyAmount } from '../../../lib/amount';
import { today } from '../../../lib/today';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { AmountInput } from '../../../ui/amount-input';
import { useAddSubscription } from '../api/add-subscription';
import { monthsLabel, netPrice } from '../package-state';

type Choice = z.infer<typeof zPackageChoice>;

type Values = {
  tarih: string;
  paket: string | null;
  sira: number | string;
  /** as typed, '1.500,50' */
  fiyat: string;
  aciklama: string;
};

const blank = (): Values => ({ tarih: today(), paket: null, sira: '', fiyat: '', aciklama: '' });

/**
 * A package given to the member directly (admin spec §5): from the start day (today by default) for the months and
 * the price of the chosen definition unless changed → 'Paket eklendi'.
 */
export function AddSubscriptionForm({ memberId, choices }: { memberId: number; choices: readonly Choice[] }) {
  const mutation = useAddSubscription(memberId);
  const state = useResourceForm(zAddSubscription, mutation, {
    initialValues: blank(),
    input: (v) => ({
      yeniPaket: v.paket ?? '',
      yeniPakettarih: v.tarih,
      yeniPaketsira: v.sira,
      yeniPaketfiyat: legacyAmount(v.fiyat),
      yeniPaketAciklama: v.aciklama,
    }),
    reset: true,
    success: ADMIN_PACKAGE_MSG.added,
  });
  const { form } = state;
  const choose = (value: string | null) => {
    const chosen = choices.find((c) => String(c.id) === value);
    form.setValues({
      paket: value,
      ...(chosen && { sira: chosen.sira, fiyat: amountText(netPrice(chosen)) }),
    });
  };
  return (
    <ResourceForm state={state} title="Paket Ekle" submit="Ekle">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Paket"
          placeholder="Paket seçin"
          required
          data={choices.map((c) => ({
            value: String(c.id),
            label: `${c.baslik} (${monthsLabel(c.sira)}, ${formatMoney(netPrice(c), 'TL')})`,
          }))}
          nothingFoundMessage="Paket bulunamadı."
          searchable
          {...form.getInputProps('paket')}
          onChange={choose}
        />
        <TextInput label="Başlangıç Tarihi" type="date" {...form.getInputProps('tarih')} />
        <NumberInput
          label="Süre (Ay)"
          allowDecimal={false}
          allowNegative={false}
          min={1}
          {...form.getInputProps('sira')}
        />
        <AmountInput label="Ücret" currency="TL" {...form.getInputProps('fiyat')} />
      </SimpleGrid>
      <Textarea label="Açıklama" autosize minRows={2} maxRows={6} {...form.getInputProps('aciklama')} />
    </ResourceForm>
  );
}
