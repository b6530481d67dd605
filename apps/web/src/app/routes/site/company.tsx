import { Anchor, Avatar, Box, Flex, Grid, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCategory, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AD } from '@tedarik/contract/constants';
import { upperTr } from '@tedarik/contract/text';
import type { ReactNode } from 'react';
import { AdList } from '../../../features/content/components/ad-banner';
import { companyQuery } from '../../../features/members/api/get-company';
import { ProductGrid } from '../../../features/products/components/product-grid';
import { companyReputationQuery } from '../../../features/reputation/api/get-company-reputation';
import { companyReviewsQuery } from '../../../features/reputation/api/get-company-reviews';
import { CompanyReviews } from '../../../features/reputation/components/company-reviews';
import { ReputationPanel } from '../../../features/reputation/components/reputation-panel';
import { companyBadgesQuery } from '../../../features/verification/api/verification';
import { formatAverage, formatMonth } from '../../../lib/format';
import { uploadUrl } from '../../../lib/upload-url';
import { CompanyBadges } from '../../../ui/company-badges';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment, useSegmentData } from '../../segment-route';
import { LOADED } from './loaded';

/** firma-{link}-{id}: GET /api/firmadetay-{id}. */
export const loader: SegmentModule['loader'] = async ({ request, segmentParams }) => {
  const id = Number(segmentParams.id);
  const cursor = reviewCursor(new URL(request.url).searchParams.get('yorumlar'));
  const [company] = await Promise.all([
    queryClient.ensureQueryData(companyQuery(id)).catch(() => undefined),
    // the badges are rendered with the page (issue 49 item 1); a page without them is still the company's page
    queryClient.ensureQueryData(companyBadgesQuery(id)).catch(() => undefined),
    // its reputation and reviews (issue 49 item 2): the page shows them when they came
    queryClient.prefetchQuery(companyReputationQuery(id)),
    queryClient.prefetchQuery(companyReviewsQuery(id, cursor)),
  ]);
  if (!company) return null;
  const description = company.aciklama.slice(0, 160) || `${company.firmaad} – ${company.ulkeSehir}`;
  return { cursor, meta: { title: company.firmaad, description } };
};

/** ?yorumlar={cursor}: a page of the reviews past the first (a review's id). */
const reviewCursor = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : undefined);

/** The reputation block and the reviews, once their calls answered (a failure leaves the rest of the page). */
function Reputation({ id, cursor, path }: { id: number; cursor: number | undefined; path: string }) {
  const figures = useQuery({ ...companyReputationQuery(id), ...LOADED });
  const reviews = useQuery({ ...companyReviewsQuery(id, cursor), ...LOADED });
  return (
    <>
      {figures.data && <ReputationPanel reputation={figures.data} />}
      {reviews.data && <CompanyReviews page={reviews.data} basePath={path} paged={cursor !== undefined} />}
    </>
  );
}

const withProtocol = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

export function Component() {
  const segment = useSegment();
  const id = Number(segment.params.id);
  const { cursor } = useSegmentData<{ cursor?: number } | null>() ?? {};
  const { data, error } = useQuery({ ...companyQuery(id), ...LOADED });
  const { data: badges } = useQuery({ ...companyBadgesQuery(id), ...LOADED });
  if (error) return <QueryError error={error} />;
  if (!data) return <PageLoader />;
  const initials = upperTr(data.firmaad.trim().slice(0, 2));

  return (
    <>
      <PageHeader title={data.firmaad} crumbs={[{ label: 'Ürünler', to: '/urunler' }, { label: data.firmaad }]} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap="lg">
                <Avatar
                  src={uploadUrl(data.logo)}
                  alt={`${data.firmaad} logosu`}
                  size={96}
                  radius="md"
                  color="indigo"
                  imageProps={{ width: 96, height: 96 }}
                >
                  {initials}
                </Avatar>
                <Stack gap={6} miw={0}>
                  <CompanyBadges badges={badges} />
                  {data.puan.adet > 0 && data.puan.ortalama !== null && (
                    <Group gap={6}>
                      {/* a div may not carry a name: the stars are one image named by the average */}
                      <Box role="img" aria-label={`Firma puanı: ${formatAverage(data.puan.ortalama)} / 5`}>
                        <Rating value={data.puan.ortalama} fractions={2} readOnly />
                      </Box>
                      <Text size="sm" c="dimmed">
                        {formatAverage(data.puan.ortalama)} ({data.puan.adet} değerlendirme)
                      </Text>
                    </Group>
                  )}
                  <Group gap="md" style={{ rowGap: 4 }}>
                    {data.sektor && <Fact icon={<IconCategory size={16} aria-hidden />}>{data.sektor}</Fact>}
                    {data.ulkeSehir && <Fact icon={<IconMapPin size={16} aria-hidden />}>{data.ulkeSehir}</Fact>}
                    <Fact icon={<IconCalendar size={16} aria-hidden />}>Üyelik: {formatMonth(data.tarih)}</Fact>
                    {data.website && (
                      <Group gap={6} wrap="nowrap">
                        <IconWorld size={16} aria-hidden />
                        <Anchor
                          href={withProtocol(data.website)}
                          target="_blank"
                          rel="noopener noreferrer nofollow"
                          size="sm"
                        >
                          {data.website}
                        </Anchor>
                      </Group>
                    )}
                  </Group>
                  {data.aciklama && <Text style={{ whiteSpace: 'pre-line' }}>{data.aciklama}</Text>}
                </Stack>
              </Flex>
            </Paper>
            <Reputation id={id} cursor={cursor} path={`/firma-${data.firmalinq}-${id}`} />
            <Stack gap="sm">
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                Ürünler
              </Title>
              <ProductGrid products={data.urunler} cols={{ base: 2, sm: 3 }} />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AdList ads={data.reklamList} tips={[AD.companySide]} max={3} />
        </Grid.Col>
      </Grid>
    </>
  );
}
