import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { RichTextField } from '../../../ui/admin/rich-text-field';
import { pageCategoriesQuery } from '../api/admin-get-page-categories';
import { SortInput } from './fields';

/** A page's form values: its footer group as the option's value ('0': none). */
export type PageValues = {
  baslik: string;
  kat: string;
  ana: boolean;
  link: string;
  etiketler: string;
  sira: number | string;
  metin: string;
};

/** The value of 'no group' in the group choice (the contract reads 0 as none). */
export const NO_GROUP = '0';

/** Title, footer group, main flag, link, tags, order and text of a static page (its add and edit forms). */
export function PageFields({ form }: { form: UseFormReturnType<PageValues> }) {
  const groups = useQuery(pageCategoriesQuery());
  const data = [
    { value: NO_GROUP, label: 'Kategorisiz' },
    ...(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.katAd })),
  ];
  return (
    <>
      <TextInput label="Başlık" required {...form.getInputProps('baslik')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Kategori"
          description="Sayfa, sitenin alt bilgisinde bu kategorinin altında listelenir."
          data={data}
          allowDeselect={false}
          {...form.getInputProps('kat')}
        />
        <TextInput
          label="Bağlantı"
          description="Boş bırakılırsa başlıktan oluşturulur: /sayfa-{bağlantı}."
          {...form.getInputProps('link')}
        />
      </SimpleGrid>
      <TextInput label="Etiketler" description="Virgülle ayırın." {...form.getInputProps('etiketler')} />
      <Switch label="Ana sayfa" {...form.getInputProps('ana', { type: 'checkbox' })} />
      <SortInput {...form.getInputProps('sira')} />
      <RichTextField
        label="Metin"
        value={form.getValues().metin}
        onChange={(html) => form.setFieldValue('metin', html)}
      />
    </>
  );
}
