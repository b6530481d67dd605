import { ActionIcon, Card, Image, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { zAdminProduct } from '@tedarik/contract/products/admin';
import { PRODUCT_MSG, zAddImage } from '@tedarik/contract/products/member';
import { useState } from 'react';
import type { z } from 'zod';
import { uploadUrl } from '../../../lib/upload-url';
import { ConfirmModal } from '../../../ui/admin/confirm-modal';
import { notifySuccess } from '../../../ui/admin/feedback';
import { ImageField } from '../../../ui/admin/image-field';
import { ResourceForm, useResourceForm } from '../../../ui/admin/resource-form';
import { useUploadProgress } from '../../../ui/admin/use-upload-progress';
import { EmptyText } from '../../../ui/empty-text';
import { useAdminAddProductImage } from '../api/admin-add-product-image';
import { useAdminRemoveProductImage } from '../api/admin-remove-product-image';

type Product = z.infer<typeof zAdminProduct>;
type ProductImage = Product['gorseller'][number];

/** An image added without an order goes after the others (the server takes the highest order + 1). */
const LAST_HINT = 'Boş bırakılırsa görsel sona eklenir.';

/** The product's images by their order, each removable after a confirmation, and a form to add one. */
export function ProductImages({ product }: { product: Product }) {
  const remove = useAdminRemoveProductImage();
  const [removing, setRemoving] = useState<ProductImage | null>(null);
  const images = [...product.gorseller].sort((a, b) => a.sira - b.sira);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Görseller">
        <Card.Section withBorder inheritPadding py="sm">
          <Title order={3} fz="lg">
            Görseller
          </Title>
        </Card.Section>
        {images.length === 0 ? (
          <EmptyText text="Görsel bulunmuyor." />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" pt="md">
            {images.map((image) => (
              <Stack key={image.id} gap={4}>
                <Image
                  src={uploadUrl(image.gorsel)}
                  alt={`${product.urun.urunAd}, görsel ${image.sira}`}
                  h={120}
                  fit="contain"
                  radius="sm"
                  bd="1px solid var(--mantine-color-gray-3)"
                />
                <Stack gap={0} align="center">
                  <Text size="xs" c="dimmed">
                    Sıra: {image.sira}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(image)}
                    aria-label={`Görseli kaldır: sıra ${image.sira}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Card>
      <AddImageForm productId={product.urun.id} />
      <ConfirmModal
        opened={removing !== null}
        title="Görseli Kaldır"
        message="Görseli kaldırmak istediginizden emin misiniz?"
        confirm="Kaldır"
        color="red"
        onConfirm={async () => {
          if (removing) notifySuccess((await remove.mutateAsync(removing.id)) || PRODUCT_MSG.imageRemoved);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function AddImageForm({ productId }: { productId: number }) {
  const mutation = useAdminAddProductImage(productId);
  const upload = useUploadProgress();
  const state = useResourceForm(zAddImage, mutation, {
    initialValues: { file: null as File | null, sira: '' as number | string },
    body: (body) => ({ body, onUploadProgress: upload.track() }),
    reset: true,
    success: (text) => text,
  });
  const { form } = state;
  return (
    <ResourceForm state={state} title="Görsel Ekle" submit="Ekle">
      <ImageField
        label="Görsel"
        required
        value={form.getValues().file}
        onChange={(file) => form.setFieldValue('file', file)}
        progress={state.busy ? upload.progress : null}
      />
      <NumberInput
        label="Sıra"
        description={LAST_HINT}
        allowDecimal={false}
        allowNegative={false}
        min={1}
        max={99}
        w={160}
        {...form.getInputProps('sira')}
      />
    </ResourceForm>
  );
}
