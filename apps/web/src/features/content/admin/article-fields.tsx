import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { ChoiceField, SortInput } from './fields';

/** An article's form values: the place as its option's value ('1' upper, '2' lower), the order as the input holds it. */
export type ArticleValues = { baslik: string; yer: string; metin: string; link: string; sira: number | string };

/** Admin spec §3, §9: place 1 is the home page's upper part, 2 its lower part. */
const ARTICLE_PLACES = [
  { value: '1', label: 'Üst Bölüm' },
  { value: '2', label: 'Alt Bölüm' },
] as const;

export const placeLabel = (yer: number) => ARTICLE_PLACES.find((p) => p.value === String(yer))?.label ?? String(yer);

/** Title, place, text, link and order of an article (its add and edit forms). */
export function ArticleFields<V extends ArticleValues>({ form }: { form: UseFormReturnType<V> }) {
  const values = form.getValues();
  return (
    <>
      <TextInput label="Başlık" required {...form.getInputProps('baslik')} />
      <ChoiceField
        label="Yer"
        data={ARTICLE_PLACES}
        value={values.yer}
        // a generic form cannot name its field's type; these fields are strings in every form that holds them
        onChange={(value) => form.setFieldValue('yer', value as never)}
      />
      <RichTextField
        label="Metin"
        value={values.metin}
        onChange={(html) => form.setFieldValue('metin', html as never)}
      />
      <TextInput label="Bağlantı" placeholder="https://… veya /sayfa" {...form.getInputProps('link')} />
      <SortInput {...form.getInputProps('sira')} />
    </>
  );
}
