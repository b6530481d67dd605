import { NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PRODUCT_MSG, zAddImage } from '@tedarik/contract/products/member';
import { IMAGE_TYPES_TEXT } from '@tedarik/contract/uploads';
import { useState } from 'react';
import { errorText } from '../../../lib/http';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { ImageDrop } from '../../../ui/image-drop';
import { UploadProgress } from '../../../ui/upload-progress';
import { useAddProductImage } from '../api/add-product-image';

type Props = {
  productId: number;
  onAdded: () => void;
  /** the server's refusal, for the page to keep once the form is replaced ('Görsel yükleme hakkınız dolmuştur.') */
  onRefused: (text: string) => void;
};

/**
 * One more image of my product (POST /api/uyeurungorselgir-{id}: file, sira — left empty, the server puts it after
 * the others) with the upload's progress; a failed upload keeps the file for another try.
 */
export function AddImageForm({ productId, onAdded, onRefused }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useContractForm(zAddImage, useAddProductImage(productId, setProgress), {
    initialValues: { sira: '' as number | string },
    input: ({ sira }) => ({ file: file ?? undefined, sira }),
    onSuccess: (text) => {
      notifications.show({ color: 'green', message: text || PRODUCT_MSG.imageAdded });
      onAdded();
      return undefined;
    },
    onError: (error) => {
      setProgress(null);
      const text = errorText(error);
      onRefused(text);
      return { color: 'red', text };
    },
  });
  return (
    <ContractForm
      state={add}
      submit="Ekle"
      busyLabel={BUSY_LABEL}
      messageAt="bottom"
      button={{ ...busyLook(add.busy), style: { alignSelf: 'flex-end' } }}
      note={<UploadProgress fraction={add.busy ? (progress ?? 0) : null} />}
      aria-label="Görsel Ekle"
    >
      <ImageDrop label="Görsel" description={IMAGE_TYPES_TEXT} file={file} onChange={setFile} disabled={add.busy} />
      <NumberInput
        label="Sıra"
        description="Küçük numaralı görsel önce gösterilir (1–99); boş bırakılırsa sona eklenir."
        min={1}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        maw={200}
        disabled={add.busy}
        {...add.form.getInputProps('sira')}
      />
    </ContractForm>
  );
}
