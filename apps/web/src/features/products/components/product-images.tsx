import { Alert, Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowsSort, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_PRODUCT_IMAGES, type OwnProduct, PRODUCT_MSG } from '@tedarik/contract/products/member';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http';
import { uploadUrl } from '../../../lib/upload-url';
import { BusyButton } from '../../../ui/busy-button';
import { EmptyText } from '../../../ui/empty-text';
import { useRemoveProductImage } from '../api/remove-product-image';
import { ownProductImageHref } from '../links';
import { ImageOrderModal } from './image-order-modal';

type ProductImage = OwnProduct['gorselList'][number];

/** COPY.md: an empty list the spec gives no text for. */
const NO_IMAGES = 'Henüz kayıt yok.';

/**
 * My product's images in their order (spec §4 "Product images": at most 5): each one's place is changed in a modal,
 * and a delete is confirmed first. 'Görsel Ekle' leads to the image page until there are 5.
 */
export function ProductImages({ productId, images }: { productId: number; images: ProductImage[] }) {
  const [ordering, setOrdering] = useState<{ image: ProductImage; number: number } | null>(null);
  const remove = useRemoveProductImage(productId);
  const full = images.length >= MAX_PRODUCT_IMAGES;

  const confirmRemove = (image: ProductImage, number: number) =>
    modals.openConfirmModal({
      title: 'Görseli Sil',
      children: <Text size="sm">{`${number}. görsel silinsin mi?`}</Text>,
      labels: { confirm: 'Sil', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(image.id, {
          onSuccess: (text) => notifications.show({ color: 'green', message: text || PRODUCT_MSG.imageRemoved }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-label="Görseller">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={3} fz="lg">
            Görseller
          </Title>
          <Badge variant="light" color={full ? 'orange' : 'gray'}>
            {images.length} / {MAX_PRODUCT_IMAGES}
          </Badge>
        </Group>
        {!full && (
          <Button component={Link} to={ownProductImageHref(productId)} leftSection={<IconPhotoPlus size={18} />}>
            Görsel Ekle
          </Button>
        )}
      </Group>
      {full && (
        <Alert color="gray" variant="light" role="status">
          {PRODUCT_MSG.imagesFull}
        </Alert>
      )}
      {images.length === 0 ? (
        <EmptyText text={NO_IMAGES} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} spacing="sm">
          {images.map((image, i) => {
            const number = i + 1;
            return (
              <Card key={image.id} withBorder radius="md" padding="xs">
                <Card.Section>
                  <Anchor
                    href={uploadUrl(image.gorsel)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${number}. görseli büyük aç`}
                  >
                    <Image
                      src={uploadUrl(image.kucuk)}
                      alt=""
                      width={200}
                      height={150}
                      loading="lazy"
                      style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
                    />
                  </Anchor>
                </Card.Section>
                <Stack gap={6} mt="xs">
                  <Text size="xs" c="dimmed">
                    {number}. görsel · Sıra: {image.sira}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconArrowsSort size={14} />}
                    onClick={() => setOrdering({ image, number })}
                    aria-label={`Sıra Değiştir: ${number}. görsel`}
                  >
                    Sıra Değiştir
                  </Button>
                  <BusyButton
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={14} />}
                    busy={remove.isPending && remove.variables === image.id}
                    disabled={remove.isPending}
                    onClick={() => confirmRemove(image, number)}
                    aria-label={`Sil: ${number}. görsel`}
                  >
                    Sil
                  </BusyButton>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <ImageOrderModal productId={productId} image={ordering} onClose={() => setOrdering(null)} />
    </Stack>
  );
}
