import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminHref } from '../../../lib/admin-links';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { memberProductQuery } from '../api/get-member-product';
import { ProductEditForm } from './product-edit-form';
import { ProductImages } from './product-images';
import { ProductState } from './product-state';

/** uye-urun-detay-{id} (admin spec §2): a company product's fields and its images. */
export function MemberProduct({ productId }: { productId: number }) {
  const { data, error } = useQuery(memberProductQuery(productId));
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
        {data && (
          <Button
            component={Link}
            to={adminHref.memberProducts(data.urun.uyeid)}
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Üyenin Ürünleri
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
