import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_MSG } from '@tedarik/contract/products/member';
import { slugify } from '@tedarik/contract/text';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/http';
import { BusyButton } from '../../../ui/busy-button';
import { ownProductQuery } from '../api/get-own-product';
import { forgetOwnProduct } from '../api/own-product-cache';
import { useRemoveOwnProduct } from '../api/remove-own-product';
import { MY_PRODUCTS, productHref } from '../links';
import { OwnProductForm } from './own-product-form';
import { OwnProductError } from './own-product-missing';
import { CLOSED_NOTE, OwnProductState } from './own-product-state';
import { ProductImages } from './product-images';

/**
 * My product (GET /api/UrunDetay-{id}): its state and catalog product, the name and description form, the images,
 * and the removal of the product with its images (confirmed first; then back to my products).
 */
export function OwnProductDetail({ id }: { id: number }) {
  // the route's loader has just fetched it: a 404 shows at once instead of being asked again
  const { data, error } = useQuery({ ...ownProductQuery(id), retryOnMount: false });
  const remove = useRemoveOwnProduct(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (error) return <OwnProductError error={error} />;
  if (!data) return <Skeleton h={320} aria-busy />;
  const { kt, urunD, gorselList } = data;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Ürünü Sil',
      children: <Text size="sm">{`${kt.urunAd} silinsin mi?`}</Text>,
      labels: { confirm: 'Sil', cancel: 'Vazgeç' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: async (text) => {
            notifications.show({ color: 'green', message: text || PRODUCT_MSG.removed });
            await navigate(MY_PRODUCTS);
            forgetOwnProduct(queryClient, id);
          },
          onError: (failure) => notifications.show({ color: 'red', message: errorText(failure) }),
        }),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {kt.urunAd}
            </Title>
            <OwnProductState open={kt.durum} />
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              Katalog Ürünü:
            </Text>
            <Badge variant="light" tt="none">
              {urunD.urunAd}
            </Badge>
            {kt.durum && (
              <Anchor
                component={Link}
                to={productHref({ id: kt.id, link: slugify(kt.urunAd) })}
                size="sm"
                target="_blank"
                rel="noopener"
              >
                <Group gap={4} component="span">
                  Sitede Gör
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Group>
          {!kt.durum && (
            <Alert color="gray" variant="light" role="status">
              {CLOSED_NOTE}
            </Alert>
          )}
          <OwnProductForm product={kt} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <ProductImages productId={kt.id} images={gorselList} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Ürün, görselleriyle birlikte silinir; bu işlem geri alınamaz.
          </Text>
          <BusyButton
            busy={remove.isPending}
            color="red"
            variant="light"
            leftSection={<IconTrash size={18} />}
            onClick={confirmRemove}
          >
            Ürünü Sil
          </BusyButton>
        </Group>
      </Paper>
    </Stack>
  );
}
