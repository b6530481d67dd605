import { Anchor, Checkbox, type ComboboxItem, Fieldset, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import {
  MATCH_FREQUENCIES,
  MATCH_FREQUENCY_LABELS,
  MATCH_LIMITS,
  type MatchFrequency,
  type MatchPreferences,
  zMatchPreferencesInput,
} from '@tedarik/contract/matching/member';
import type { ChangeEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useSaveMatchPreferences } from '../api/match-preferences';
import { CategoryPicker, ProductPicker } from './catalog-pickers';
import type { Chosen } from './chip-picker';
import { ProvinceChecklist } from './province-checklist';

/** Where the member gives or withdraws its e-posta and SMS consents. */
const PROFILE = '/account-d-detay-tercih';
export const SAVED = 'Tercihleriniz kaydedildi.';

const FREQUENCY_HINTS: Record<MatchFrequency, string> = {
  instant: 'Talep onaylandığında hemen iletilir.',
  daily: 'Her gün 08:00’de, önceki 24 saatin talepleri tek iletide.',
  weekly: 'Her Pazartesi 08:00’de, geçen haftanın talepleri tek iletide.',
};

const LEGEND = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };

type Values = {
  products: Chosen[];
  categories: Chosen[];
  allProvinces: boolean;
  provinceIds: string[];
  minQuantity: number | string;
  frequency: MatchFrequency;
  byMail: boolean;
  bySms: boolean;
};

type Props = {
  preferences: MatchPreferences;
  /** every category; undefined while it loads */
  tree: CategoryRef[] | undefined;
  /** the 81 provinces in Turkish order; undefined while they load */
  provinces: ComboboxItem[] | undefined;
};

type CheckboxInput = { checked?: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: ReactNode };

/** A channel the member has not consented to: shown off and disabled, with where to consent (its choice is kept). */
function ChannelBox({ label, consent, input }: { label: string; consent: boolean; input: CheckboxInput }) {
  return (
    <Checkbox
      label={label}
      checked={consent && Boolean(input.checked)}
      onChange={input.onChange}
      error={input.error}
      disabled={!consent}
      description={
        consent ? undefined : (
          <>
            {label} izniniz olmadığı için bu kanaldan bildirim gönderilmez.{' '}
            <Anchor component={Link} to={PROFILE} size="xs" underline="always">
              İzinlerinizi Profilim’de değiştirin
            </Anchor>
            .
          </>
        )
      }
    />
  );
}

/** The preferences' form: what is matched, where, from which quantity, and how the company hears of it. */
export function PreferencesForm({ preferences: p, tree, provinces }: Props) {
  const save = useContractForm(zMatchPreferencesInput, useSaveMatchPreferences(), {
    initialValues: {
      products: p.products,
      categories: p.categories,
      allProvinces: p.allProvinces,
      provinceIds: p.provinceIds.map(String),
      minQuantity: p.minQuantity,
      frequency: p.frequency,
      byMail: p.byMail,
      bySms: p.bySms,
    } satisfies Values as Values,
    input: (v) => ({
      productIds: v.products.map((c) => c.id),
      categoryIds: v.categories.map((c) => c.id),
      allProvinces: v.allProvinces,
      provinceIds: v.allProvinces ? [] : v.provinceIds.map(Number),
      minQuantity: v.minQuantity === '' ? 0 : v.minQuantity,
      frequency: v.frequency,
      byMail: v.byMail,
      bySms: v.bySms,
    }),
    fieldNames: { productIds: 'products', categoryIds: 'categories' },
    onSuccess: () => ({ color: 'green', text: SAVED }),
  });
  const { form } = save;
  const values = form.getValues();
  const error = (name: string) => save.fieldError(name);

  return (
    <ContractForm state={save} submit="Kaydet" messageAt="bottom" aria-label="Talep Tercihlerim">
      <Fieldset legend="Ürünler ve Kategoriler" variant="unstyled" styles={LEGEND}>
        <Stack gap="md">
          <ProductPicker
            tree={tree}
            chosen={values.products}
            onChange={(next) => form.setFieldValue('products', next)}
            error={error('productIds')}
          />
          <CategoryPicker
            tree={tree}
            chosen={values.categories}
            onChange={(next) => form.setFieldValue('categories', next)}
            error={error('categoryIds')}
          />
        </Stack>
      </Fieldset>
      <ProvinceChecklist
        provinces={provinces}
        all={values.allProvinces}
        onAll={(all) => {
          form.setFieldValue('allProvinces', all);
          form.clearFieldError('provinceIds');
        }}
        chosen={values.provinceIds}
        onChosen={(ids) => form.setFieldValue('provinceIds', ids)}
        error={error('provinceIds') ?? error('allProvinces')}
      />
      <NumberInput
        label="En Az Miktar"
        description="Bu miktarın altındaki talepler iletilmez (0: sınır yok). Miktarı belirtilmemiş talepler iletilir."
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator="."
        decimalSeparator=","
        min={0}
        max={MATCH_LIMITS.quantity}
        maw={260}
        {...form.getInputProps('minQuantity')}
      />
      <Radio.Group label="Bildirim Sıklığı" {...form.getInputProps('frequency')}>
        <Stack gap="xs" mt="xs">
          {MATCH_FREQUENCIES.map((f) => (
            <Radio key={f} value={f} label={MATCH_FREQUENCY_LABELS[f]} description={FREQUENCY_HINTS[f]} />
          ))}
        </Stack>
      </Radio.Group>
      <Fieldset legend="Bildirim Kanalları" variant="unstyled" styles={LEGEND}>
        <Stack gap="xs">
          <ChannelBox
            label="E-posta"
            consent={p.mailConsent}
            input={form.getInputProps('byMail', { type: 'checkbox' })}
          />
          <ChannelBox label="SMS" consent={p.smsConsent} input={form.getInputProps('bySms', { type: 'checkbox' })} />
          <Text size="xs" c="dimmed">
            Uyan talepler, seçtiğiniz sıklıktan bağımsız olarak bildirimlerinizde hemen görünür.
          </Text>
        </Stack>
      </Fieldset>
    </ContractForm>
  );
}
