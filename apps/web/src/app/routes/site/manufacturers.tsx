import { Anchor, Avatar, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardPlus, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type LandingCompany, type LandingPage, landingPath, landingTitle } from '@tedarik/contract/landing/public';
import { upperTr } from '@tedarik/contract/text';
import { Link, type LoaderFunctionArgs, type UIMatch, useLoaderData } from 'react-router';
import { manufacturersQuery } from '../../../features/landing/api/get-manufacturers';
import { companyHref, productHref } from '../../../features/products/links';
import { requestListQuery } from '../../../features/requests/api/get-request-list';
import { RequestRow } from '../../../features/requests/components/request-row';
import { VISITOR_CREATE_REQUEST } from '../../../features/requests/links';
import { formatAverage, formatCount } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/route-title';
import { uploadUrl } from '../../../lib/upload-url';
import { CompanyBadges } from '../../../ui/company-badges';
import { EMPTY, EmptyText } from '../../../ui/empty-text';
import { type Crumb, PageHeader } from '../../../ui/page-header';
import { pageNumber } from '../../../ui/page-window';
import { Pager } from '../../../ui/pager';
import { queryClient } from '../../query-client';
import { LOADED } from './loaded';

/** Open requests of the category shown under its companies. */
const REQUESTS_SHOWN = 5;

type Data = { category: string; province?: string; page: number; title: string; description: string };

/**
 * /imalatcilar/{category link}[/{province link}]?sayfa=n (issue 52 item 1): GET /api/v2/manufacturers, and the open
 * requests of the category (GET /api/imbtalepler-{id}). An unknown link is a 404 (the server's page meta says so too).
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Data> {
  const category = (params.category ?? '').toLowerCase();
  const province = params.province?.toLowerCase();
  const page = pageNumber(new URL(request.url).searchParams.get('sayfa'));
  const data = await queryClient.ensureQueryData(manufacturersQuery(category, province, page));
  await queryClient.prefetchQuery(requestListQuery(data.category.id, 1));
  const title = landingTitle(data.category.name, data.province?.name);
  return {
    category,
    province,
    page,
    title,
    description: `${data.province ? `${data.province.name} ilindeki ` : ''}${data.category.name} imalatçıları: onaylı firmalar, ürünleri ve açık talepler.`,
  };
}

export const handle = {
  title: (match: UIMatch) => (match.loaderData as Data | undefined)?.title,
  description: (match: UIMatch) => (match.loaderData as Data | undefined)?.description,
} satisfies RouteHandle;

/** Ana Sayfa › the category's sectors down to it (each its own landing page) › the province. */
function crumbs(data: LandingPage): Crumb[] {
  const steps: Crumb[] = data.path.map((c) => ({ label: c.name, to: landingPath(c.slug) }));
  if (data.province) steps.push({ label: data.province.name });
  else steps[steps.length - 1] = { label: data.category.name };
  return steps;
}

function CompanyCard({ company }: { company: LandingCompany }) {
  const href = companyHref({ id: company.id, firmalinq: company.slug });
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar
          src={uploadUrl(company.logo)}
          alt=""
          size={56}
          radius="md"
          color="indigo"
          imageProps={{ width: 56, height: 56, loading: 'lazy' }}
        >
          {upperTr(company.name.trim().slice(0, 2))}
        </Avatar>
        <Stack gap={6} miw={0}>
          <Anchor component={Link} to={href} fw={700} fz="lg" c="inherit">
            {company.name}
          </Anchor>
          <CompanyBadges badges={company.badges} size="xs" />
          <Group gap="md" style={{ rowGap: 2 }}>
            {company.city && (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconMapPin size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {company.city}
                </Text>
              </Group>
            )}
            {company.rating.count > 0 && company.rating.average !== null && (
              <Group gap={4} wrap="nowrap">
                <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                <Text size="sm" c="dimmed">
                  {formatAverage(company.rating.average)} ({formatCount(company.rating.count)} değerlendirme)
                </Text>
              </Group>
            )}
          </Group>
          {company.products.length > 0 && (
            <Text size="sm">
              Ürünler:{' '}
              {company.products.map((p, i) => (
                <span key={p.id}>
                  {i > 0 && ', '}
                  <Anchor component={Link} to={productHref(p)} size="sm">
                    {p.name}
                  </Anchor>
                </span>
              ))}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export function Component() {
  const { category, province, page, title } = useLoaderData() as Data;
  const { data } = useQuery({ ...manufacturersQuery(category, province, page), ...LOADED });
  const requests = useQuery({ ...requestListQuery(data?.category.id, 1), ...LOADED, enabled: !!data });
  if (!data) return null;
  const base = landingPath(data.category.slug, data.province?.slug);
  const cta = `${VISITOR_CREATE_REQUEST}?kategori=${data.category.id}`;
  return (
    <>
      <PageHeader title={title} crumbs={crumbs(data)}>
        <Text c="dimmed" size="sm">
          {formatCount(data.total)} firma
        </Text>
      </PageHeader>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {data.items.length === 0 ? (
              <EmptyText text={EMPTY.results} />
            ) : (
              data.items.map((c) => <CompanyCard key={c.id} company={c} />)
            )}
            <Pager page={data.page} pages={data.pages} hrefFor={(n) => (n === 1 ? base : `${base}?sayfa=${n}`)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={600}>Aradığınız {data.category.name} ürününü bulamadınız mı?</Text>
                <Text size="sm" c="dimmed">
                  Talebinizi ücretsiz oluşturun, {landingTitle(data.category.name).toLocaleLowerCase('tr-TR')} size
                  teklif versin.
                </Text>
                <Button component={Link} to={cta} leftSection={<IconClipboardPlus size={18} aria-hidden />}>
                  Talep Oluştur
                </Button>
              </Stack>
            </Paper>
            <Title order={2} fz={{ base: 18, sm: 20 }}>
              Açık {data.category.name} Talepleri
            </Title>
            {requests.data && requests.data.liste.length === 0 && <EmptyText text="Henüz kayıt yok." />}
            {requests.data?.liste.slice(0, REQUESTS_SHOWN).map((r) => (
              <RequestRow key={r.tlb.id} item={r} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
