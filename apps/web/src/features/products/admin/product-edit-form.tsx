import { Select, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { type zAdminProduct, zAdminProductUpdate } from '@tedarik/contract/products/admin';
import { useMemo } from 'react';
import type { z } from 'zod';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { useAdminUpdateProduct } from '../api/admin-update-product';
import { catalogChoicesQuery } from '../api/get-catalog-choices';

type Product = z.infer<typeof zAdminProduct>;

/** The company product's name, description and catalog product ('category > product', searchable) → 'Güncellendi.'. */
export function ProductEditForm({ product }: { product: Product }) {
  const { urun } = product;
  const mutation = useAdminUpdateProduct(urun.id);
  const choices = useQuery(catalogChoicesQuery());
  const state = useResourceForm(zAdminProductUpdate, mutation, {
    initialValues: { baslik: urun.urunAd, detay: urun.detay, kat: String(urun.kat) as string | null },
    input: (values) => ({ ...values, kat: values.kat ?? '' }),
    success: (text) => text,
  });
  const data = useMemo(() => {
    const list = (choices.data ?? []).map((c) => ({ value: String(c.id), label: c.kat }));
    // until the list arrives (or if the product's catalog product left it), its own name stands for it
    return list.some((c) => c.value === String(urun.kat))
      ? list
      : [{ value: String(urun.kat), label: product.urunAd }, ...list];
  }, [choices.data, urun.kat, product.urunAd]);
  const { form } = state;
  return (
    <ResourceForm state={state} title="Ürün Bilgileri" submit="Güncelle">
      <TextInput label="Ürün Adı" required {...form.getInputProps('baslik')} />
      <Select
        label="Kategori Ürünü"
        description="Kategori > ürün; aramak için yazın."
        required
        searchable
        limit={50}
        data={data}
        allowDeselect={false}
        nothingFoundMessage="Sonuç bulunamadı..."
        {...form.getInputProps('kat')}
      />
      <Textarea
        label="Açıklama"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={MAX_DETAIL}
        {...form.getInputProps('detay')}
      />
    </ResourceForm>
  );
}
