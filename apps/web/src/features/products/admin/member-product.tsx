import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { memberProductQuery } from '../api/get-member-product';
import { ProductEditForm } from './product-edit-form';
import { ProductImages } from './product-images';
import { ProductState } from './product-state';

/** uye-urun-detay-{id} (admin spec §2): a company product's fields and its images. */
export function MemberProduct({ productId }: { productId: number }) {
  const { data, error } = useQuery(memberProductQuery(productId));
  const navigate = useNavigate();
  // the first page of a tab (opened from a link in a new tab) has nowhere to go back to
  const canGoBack = useLocation().key !== 'default';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>Üye Ürün Detayı</Title>
          {data && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {data.urun.urunAd} · {data.urunAd}
              </Text>
              <ProductState open={data.urun.durum} />
            </Group>
          )}
        </Stack>
        {canGoBack && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(-1)}
          >
            Geri
          </Button>
        )}
      </Group>
      {error ? (
        <QueryError error={error} />
      ) : data ? (
        <>
          <ProductEditForm key={data.urun.id} product={data} />
          <ProductImages product={data} />
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
