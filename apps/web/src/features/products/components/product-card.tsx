import { Anchor, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import type { ProductCard as Product } from '@tedarik/contract/products/public';
import { Link } from 'react-router';
import { uploadUrl } from '../../../lib/upload-url';
import { NO_IMAGE } from '../../../ui/no-image';
import { companyHref, productHref } from '../links';

/** A company product: its image and name link to /firmaurun-{link}-{id}; the company to its page. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const href = productHref(product);
  return (
    <Card withBorder radius="md" padding="sm" h="100%">
      <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
        <Image
          src={uploadUrl(product.gorsel)}
          alt=""
          width={400}
          height={300}
          loading={eager ? undefined : 'lazy'}
          fallbackSrc={NO_IMAGE}
          style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Anchor component={Link} to={href} fw={600} lineClamp={2} c="inherit">
          {product.urunAd}
        </Anchor>
        <Text size="xs" c="dimmed">
          {product.katUrun.urunAd}
        </Text>
        <Group gap={4} wrap="nowrap" mt="auto">
          <IconBuildingFactory2 size={14} style={{ flexShrink: 0 }} aria-hidden />
          <Anchor component={Link} to={companyHref(product.firma)} size="xs" truncate>
            {product.firma.firmaad}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
