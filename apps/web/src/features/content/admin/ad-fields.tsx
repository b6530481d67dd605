import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CallResult } from '@tedarik/contract/call';
import type { getAdTypes } from '@tedarik/contract/content/public-admin';
import { SortInput } from './fields';

export type AdTypes = CallResult<typeof getAdTypes>;

/** An ad's form values: its place as the chosen option's value (null until one is chosen). */
export type AdValues = { baslik: string; tip: string | null; link: string; sira: number | string };

/** The place's name from the type list ('Ana sayfa banner'); the number while the list loads. */
export const adPlaceLabel = (types: AdTypes | undefined, tip: number) =>
  types?.find((t) => t.value === tip)?.text ?? String(tip);

/** Title, place (from the type list), link and order of an ad. */
export function AdFields<V extends AdValues>({ form, types }: { form: UseFormReturnType<V>; types?: AdTypes }) {
  return (
    <>
      <TextInput label="Başlık" required {...form.getInputProps('baslik')} />
      <Select
        label="Reklam Yeri"
        required
        placeholder={types ? 'Seçin' : 'Yükleniyor...'}
        data={(types ?? []).map((t) => ({ value: String(t.value), label: t.text }))}
        disabled={!types}
        allowDeselect={false}
        {...form.getInputProps('tip')}
      />
      <TextInput label="Bağlantı" placeholder="https://… veya /sayfa" {...form.getInputProps('link')} />
      <SortInput {...form.getInputProps('sira')} />
    </>
  );
}
