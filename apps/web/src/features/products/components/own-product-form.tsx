import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_DETAIL } from '@tedarik/contract/constants';
import { type OwnProduct, PRODUCT_MSG, zUpdateProduct } from '@tedarik/contract/products/member';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useUpdateOwnProduct } from '../api/update-own-product';

/** Name and description of my product (POST /api/uyeurunguncelle-{id}: baslik, detay ≤ 4000). */
export function OwnProductForm({ product }: { product: OwnProduct['kt'] }) {
  const update = useContractForm(zUpdateProduct, useUpdateOwnProduct(product.id), {
    initialValues: { baslik: product.urunAd, detay: product.aciklama },
    onSuccess: (text) => {
      notifications.show({ color: 'green', message: text || PRODUCT_MSG.updated });
      return undefined;
    },
  });
  const input = update.form.getInputProps;
  const detay = update.form.values.detay;
  return (
    <ContractForm
      state={update}
      submit="Güncelle"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={{ ...busyLook(update.busy), style: { alignSelf: 'flex-end' } }}
      aria-label="Ürün Bilgileri"
    >
      <TextInput label="Ürün Adı" autoComplete="off" {...input('baslik')} />
      <Textarea
        label="Açıklama"
        description={`${detay.trim().length} / ${MAX_DETAIL}`}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={MAX_DETAIL}
        {...input('detay')}
      />
    </ContractForm>
  );
}
