import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { AD } from '@tedarik/contract/constants';
import { categoryListTitle, SITE_PAGES } from '@tedarik/contract/pages';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { AdBanner, AdList } from '../../../features/content/components/ad-banner';
import { requestListQuery } from '../../../features/requests/api/get-request-list';
import { RequestRow } from '../../../features/requests/components/request-row';
import { EmptyText } from '../../../ui/empty-text';
import { PageHeader } from '../../../ui/page-header';
import { pageNumber } from '../../../ui/page-window';
import { Pager } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { CategoriesIsland } from '../../island-components';
import { queryClient } from '../../query-client';
import type { PageMeta, SegmentModule } from '../../segment-match';
import { useSegmentData } from '../../segment-route';
import { LOADED } from './loaded';
import { resolveCategory } from './resolve-category';

type Data = { category?: CategoryRef; page: number };

/** /talepler, /talepler-{category link}, ?sayfa=n: the open requests, company names masked by the server. */
export const loader: SegmentModule['loader'] = async ({ request, segmentParams }) => {
  const category = await resolveCategory(segmentParams.link);
  const page = pageNumber(new URL(request.url).searchParams.get('sayfa'));
  await Promise.all([
    queryClient.prefetchQuery(requestListQuery(category?.id, page)),
    queryClient.prefetchQuery(categoryLinksQuery()),
  ]);
  return {
    category,
    page,
    meta: {
      title: category ? categoryListTitle('requests', category.katAd) : SITE_PAGES.requests.title,
      description: category
        ? `${category.katAd} için açık satın alma talepleri: miktar, teslim tarihi ve teklif sayısı.`
        : 'Alıcıların açık satın alma talepleri: sektöre göre inceleyin, teklif verin.',
    },
  } satisfies Data & { meta: PageMeta };
};

export function Component() {
  const { category, page } = useSegmentData<Data>();
  const { data, error, isPending } = useQuery({ ...requestListQuery(category?.id, page), ...LOADED });
  const base = category ? `/talepler-${category.link}` : '/talepler';
  const top = data?.reklamList.find((ad) => ad.tip === AD.listTop);
  const bottom = data?.reklamList.find((ad) => ad.tip === AD.listBottom);

  return (
    <>
      <PageHeader
        title={category?.katAd ?? 'Talepler'}
        crumbs={
          category ? [{ label: 'Talepler', to: '/talepler' }, { label: category.katAd }] : [{ label: 'Talepler' }]
        }
      >
        {data && (
          <Text c="dimmed" size="sm">
            {data.toplam} açık talep
          </Text>
        )}
      </PageHeader>
      {top && (
        <Stack mb="md" maw={728} mx="auto" w="100%">
          <AdBanner ad={top} eager />
        </Stack>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <CategoriesIsland list="/talepler" activeId={category?.id} />
            <Stack gap="md" visibleFrom="md">
              {/* 5 sidebar places (spec §9): the category's ads first */}
              {data && (
                <AdList
                  ads={[...data.katReklamList, ...data.reklamList]}
                  tips={[AD.categorySide, AD.listSide]}
                  max={5}
                />
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm">
            {error && <QueryError error={error} />}
            {isPending && <Skeleton h={400} radius="md" />}
            {data &&
              (data.liste.length === 0 ? (
                <EmptyText />
              ) : (
                data.liste.map((item) => <RequestRow key={item.tlb.id} item={item} />)
              ))}
            {data && (
              <Pager page={data.sayfa} pages={data.adet} hrefFor={(n) => (n === 1 ? base : `${base}?sayfa=${n}`)} />
            )}
            {bottom && (
              <Stack mt="md" maw={728} mx="auto" w="100%">
                <AdBanner ad={bottom} />
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
