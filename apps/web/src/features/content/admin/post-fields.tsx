import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { ChoiceField } from './fields';

/** A post's form values: its type as the option's value ('1' blog, '2' announcement), the date as 'YYYY-MM-DD'. */
export type PostValues = { tip: string; baslik: string; tarih: string; link: string; etiketler: string; metin: string };

/** Admin spec §9: post type 1 blog, 2 announcement. */
const POST_TYPES = [
  { value: '1', label: 'Blog' },
  { value: '2', label: 'Duyuru' },
] as const;

export const postTypeLabel = (tip: number) => POST_TYPES.find((t) => t.value === String(tip))?.label ?? String(tip);

/** Type, title, date, link, tags and text of a blog post or announcement (its add and edit forms). */
export function PostFields({ form }: { form: UseFormReturnType<PostValues> }) {
  const values = form.getValues();
  return (
    <>
      <ChoiceField
        label="Tür"
        data={POST_TYPES}
        value={values.tip}
        onChange={(tip) => form.setFieldValue('tip', tip)}
      />
      <TextInput label="Başlık" required {...form.getInputProps('baslik')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Tarih" type="date" {...form.getInputProps('tarih')} />
        <TextInput
          label="Bağlantı"
          description="Boş bırakılırsa başlıktan oluşturulur."
          {...form.getInputProps('link')}
        />
      </SimpleGrid>
      <TextInput label="Etiketler" description="Virgülle ayırın." {...form.getInputProps('etiketler')} />
      <RichTextField label="Metin" value={values.metin} onChange={(html) => form.setFieldValue('metin', html)} />
    </>
  );
}
