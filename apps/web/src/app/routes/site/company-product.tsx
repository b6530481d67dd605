import { Anchor, Avatar, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { upperTr } from '@tedarik/contract/text';
import { Link } from 'react-router';
import { searchHref } from '../../../features/catalog/links';
import { companyProductQuery } from '../../../features/products/api/get-company-product';
import { ProductGrid } from '../../../features/products/components/product-grid';
import { companyHref } from '../../../features/products/links';
import { uploadUrl } from '../../../lib/upload-url';
import { NoImage } from '../../../ui/no-image';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { GalleryIsland } from '../../island-components';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';
import { LOADED } from './loaded';

/** /firmaurun-{link}-{id}: GET /api/firmaurundetay-{id}. */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const page = await queryClient.ensureQueryData(companyProductQuery(Number(segmentParams.id))).catch(() => undefined);
  if (!page) return null;
  return {
    meta: {
      title: `${page.urun.urunAd} – ${page.firma.firmaad}`,
      description: page.urun.detay.slice(0, 160) || `${page.urun.urunAd}, ${page.firma.firmaad}`,
    },
  };
};

export function Component() {
  const { data, error } = useQuery({ ...companyProductQuery(Number(useSegment().params.id)), ...LOADED });
  if (error) return <QueryError error={error} />;
  if (!data) return <PageLoader />;
  const { urun, firma, kategori, katUrun } = data;

  return (
    <>
      <PageHeader
        title={urun.urunAd}
        crumbs={[
          { label: 'Ürünler', to: '/urunler' },
          { label: kategori.katAd, to: `/urunler-${kategori.link}` },
          { label: urun.urunAd },
        ]}
      />
      <Stack gap="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            {data.gorselList.length > 0 ? <GalleryIsland images={data.gorselList} alt={urun.urunAd} /> : <NoImage />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Group gap="xs">
                <Badge
                  component={Link}
                  to={searchHref(katUrun)}
                  variant="light"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                >
                  {katUrun.urunAd}
                </Badge>
                <Badge
                  component={Link}
                  to={`/urunler-${kategori.link}`}
                  variant="outline"
                  color="gray"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                >
                  {kategori.katAd}
                </Badge>
              </Group>
              {urun.detay && <Text style={{ whiteSpace: 'pre-line' }}>{urun.detay}</Text>}
              <Paper withBorder radius="md" p="md">
                <Group gap="md" wrap="nowrap">
                  <Avatar
                    src={uploadUrl(firma.logo)}
                    alt=""
                    size={56}
                    radius="md"
                    color="indigo"
                    imageProps={{ width: 56, height: 56 }}
                  >
                    {upperTr(firma.firmaad.trim().slice(0, 2))}
                  </Avatar>
                  <Stack gap={2} miw={0}>
                    <Text size="xs" c="dimmed">
                      Üretici firma
                    </Text>
                    <Anchor component={Link} to={companyHref(firma)} fw={700}>
                      {firma.firmaad}
                    </Anchor>
                  </Stack>
                </Group>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
        {data.digerUrunler.length > 0 && (
          <Stack gap="sm">
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              Firmanın Diğer Ürünleri
            </Title>
            <ProductGrid products={data.digerUrunler} />
          </Stack>
        )}
      </Stack>
    </>
  );
}
