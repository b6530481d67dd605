import { Anchor, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_PRODUCT_IMAGES } from '@tedarik/contract/products/member';
import { Link } from 'react-router';
import { uploadUrl } from '../../../lib/upload-url';
import { EmptyText } from '../../../ui/empty-text';
import { NO_IMAGE } from '../../../ui/no-image';
import { QueryError } from '../../../ui/query-error';
import { ownProductsQuery } from '../api/get-own-products';
import { ownProductHref } from '../links';
import { OwnProductState } from './own-product-state';

/** The spec's empty text of my products (§8). */
const NO_PRODUCTS = 'Ürününüz Bulunmuyor.';

/** GET /api/uyeurunlerim as cards: image, name (to its page), catalog product, open or closed, image count. */
export function OwnProductList({ hideEmpty = false }: { hideEmpty?: boolean }) {
  const { data, error } = useQuery(ownProductsQuery());
  if (error) return <QueryError error={error} />;
  if (!data)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} aria-busy>
        <Skeleton h={260} />
        <Skeleton h={260} />
        <Skeleton h={260} />
      </SimpleGrid>
    );
  if (data.length === 0) return hideEmpty ? null : <EmptyText text={NO_PRODUCTS} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {data.map(({ urun, urunD, gorsel, gorselSayisi }, i) => {
        const href = ownProductHref(urun.id);
        return (
          <Card key={urun.id} withBorder radius="md" padding="sm" h="100%" component="article">
            <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
              <Image
                src={uploadUrl(gorsel)}
                alt=""
                width={400}
                height={300}
                loading={i < 3 ? undefined : 'lazy'}
                fallbackSrc={NO_IMAGE}
                style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
            </Card.Section>
            <Stack gap={4} mt="sm" style={{ flex: 1 }}>
              <Anchor component={Link} to={href} fw={600} lineClamp={2} c="inherit">
                {urun.urunAd}
              </Anchor>
              <Text size="xs" c="dimmed">
                {urunD.urunAd}
              </Text>
              <Group justify="space-between" gap="xs" mt="auto" pt={4}>
                <OwnProductState open={urun.durum} />
                <Text size="xs" c="dimmed">
                  {gorselSayisi} / {MAX_PRODUCT_IMAGES} görsel
                </Text>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
