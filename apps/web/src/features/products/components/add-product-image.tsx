import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MAX_PRODUCT_IMAGES, PRODUCT_MSG } from '@tedarik/contract/products/member';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ownProductQuery } from '../api/get-own-product';
import { ownProductHref } from '../links';
import { AddImageForm } from './add-image-form';
import { OwnProductError } from './own-product-missing';

/**
 * The image page of my product: the add form, replaced by 'Azami sayıda görsel yüklediniz.' at 5 images (spec §4);
 * once added, back to the product's page.
 */
export function AddProductImage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data, error } = useQuery({ ...ownProductQuery(id), retryOnMount: false });
  const [refused, setRefused] = useState<string | null>(null);

  if (error) return <OwnProductError error={error} />;
  if (!data) return <Skeleton h={240} aria-busy />;
  const { kt, gorselList } = data;
  const full = gorselList.length >= MAX_PRODUCT_IMAGES;
  const back = ownProductHref(kt.id);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2}>Görsel Ekle</Title>
            <Anchor component={Link} to={back} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {kt.urunAd}
            </Anchor>
          </Stack>
          <Badge variant="light" color={full ? 'orange' : 'gray'} aria-label="Görsel sayısı">
            {gorselList.length} / {MAX_PRODUCT_IMAGES}
          </Badge>
        </Group>
        {full ? (
          <>
            {refused && (
              <Alert color="red" variant="light" role="alert">
                {refused}
              </Alert>
            )}
            <Alert color="gray" variant="light" role="status">
              {PRODUCT_MSG.imagesFull}
            </Alert>
            <Button
              component={Link}
              to={back}
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              w="fit-content"
            >
              Geri
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Bir ürüne en fazla {MAX_PRODUCT_IMAGES} görsel eklenebilir.
            </Text>
            <AddImageForm productId={kt.id} onAdded={() => navigate(back)} onRefused={setRefused} />
            <Button
              component={Link}
              to={back}
              variant="subtle"
              leftSection={<IconArrowLeft size={18} />}
              w="fit-content"
            >
              Geri
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
