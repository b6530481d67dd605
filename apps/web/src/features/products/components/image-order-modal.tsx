import { Modal, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type OwnProduct, PRODUCT_MSG, zImageOrder } from '@tedarik/contract/products/member';
import { BUSY_LABEL, busyLook } from '../../../ui/busy-button';
import { ContractForm } from '../../../ui/form/contract-form';
import { useContractForm } from '../../../ui/form/use-contract-form';
import { useOrderProductImage } from '../api/order-product-image';

type ProductImage = OwnProduct['gorselList'][number];

type Props = {
  productId: number;
  /** the image whose place is changed, with its number in the list; null = closed */
  image: { image: ProductImage; number: number } | null;
  onClose: () => void;
};

/** The place of an image among the product's (POST /api/uyeurungorselguncelle-{imageId}: sira 1–99). */
export function ImageOrderModal({ productId, image, onClose }: Props) {
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title={image ? `${image.number}. Görselin Sırası` : 'Sıra'}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      {image && <OrderForm key={image.image.id} productId={productId} image={image.image} onDone={onClose} />}
    </Modal>
  );
}

function OrderForm({ productId, image, onDone }: { productId: number; image: ProductImage; onDone: () => void }) {
  const order = useContractForm(zImageOrder, useOrderProductImage(productId, image.id), {
    initialValues: { sira: image.sira as number | string },
    onSuccess: (text) => {
      notifications.show({ color: 'green', message: text || PRODUCT_MSG.updated });
      onDone();
      return undefined;
    },
  });
  return (
    <ContractForm
      state={order}
      submit="Kaydet"
      busyLabel={BUSY_LABEL}
      button={busyLook(order.busy)}
      aria-label="Görsel Sırası"
    >
      <NumberInput
        label="Sıra"
        description="Küçük numaralı görsel önce gösterilir (1–99)."
        min={1}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        data-autofocus
        {...order.form.getInputProps('sira')}
      />
    </ContractForm>
  );
}
