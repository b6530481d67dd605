import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { SortInput } from './fields';

/** A slide's form values; the button's text (basliken) only on the edit form (admin spec §3: hidden on the add form). */
export type SlideValues = { baslik: string; basliken: string; metin: string; link: string; sira: number | string };

/** Title, button text (`withButton`), text, link and order of a slide. */
export function SlideFields<V extends SlideValues>({
  form,
  withButton,
}: {
  form: UseFormReturnType<V>;
  withButton?: boolean;
}) {
  return (
    <>
      <TextInput label="Başlık" required {...form.getInputProps('baslik')} />
      {withButton && (
        <TextInput
          label="Buton Metni"
          description="Slaytın bağlantısını açan düğmenin yazısı."
          {...form.getInputProps('basliken')}
        />
      )}
      <RichTextField
        label="Metin"
        value={form.getValues().metin}
        // a generic form cannot name its field's type; 'metin' is a string in every form that holds these fields
        onChange={(html) => form.setFieldValue('metin', html as never)}
      />
      <TextInput label="Bağlantı" placeholder="https://… veya /sayfa" {...form.getInputProps('link')} />
      <SortInput {...form.getInputProps('sira')} />
    </>
  );
}
