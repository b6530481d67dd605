import { Button, Grid, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { AD, SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { categoryListTitle, SITE_PAGES } from '@tedarik/contract/pages';
import { fold } from '@tedarik/contract/text';
import { Form } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { listSearchHref } from '../../../features/catalog/links';
import { AdBanner, AdList } from '../../../features/content/components/ad-banner';
import { requestListQuery } from '../../../features/requests/api/get-request-list';
import { RequestRow } from '../../../features/requests/components/request-row';
import { EMPTY, EmptyText } from '../../../ui/empty-text';
import { type Crumb, PageHeader } from '../../../ui/page-header';
import { pageNumber } from '../../../ui/page-window';
import { Pager } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { SearchHints } from '../../../ui/search-hints';
import { CategoriesIsland, RequestInvitationIsland } from '../../island-components';
import { queryClient } from '../../query-client';
import type { PageMeta, SegmentModule } from '../../segment-match';
import { useSegmentData } from '../../segment-route';
import { LOADED } from './loaded';
import { resolveCategory } from './resolve-category';

type Data = { category?: CategoryRef; page: number; text?: string };

/** The heading of a typed text's results ('"boru" için talepler'). */
const textTitle = (text: string) => `"${text}" için talepler`;

/**
 * /talepler, /talepler-{category link}, ?sayfa=n: the open requests, company names masked by the server; ?s={text}
 * (3 characters or more, issue 51; a shorter text lists everything, as the server does): the requests it finds.
 */
export const loader: SegmentModule['loader'] = async ({ request, segmentParams }) => {
  const category = await resolveCategory(segmentParams.link);
  const url = new URL(request.url);
  const page = pageNumber(url.searchParams.get('sayfa'));
  const s = url.searchParams.get('s')?.trim() ?? '';
  const text = fold(s).length >= SEARCH_MIN_CHARS ? s : undefined;
  await Promise.all([
    queryClient.prefetchQuery(requestListQuery(category?.id, page, text)),
    queryClient.prefetchQuery(categoryLinksQuery()),
  ]);
  return {
    category,
    page,
    text,
    meta: {
      title: text
        ? textTitle(text)
        : category
          ? categoryListTitle('requests', category.katAd)
          : SITE_PAGES.requests.title,
      description: category
        ? `${category.katAd} için açık satın alma talepleri: miktar, teslim tarihi ve teklif sayısı.`
        : 'Alıcıların açık satın alma talepleri: sektöre göre inceleyin, teklif verin.',
    },
  } satisfies Data & { meta: PageMeta };
};

/** Talepler › category, or Talepler › (category ›) the searched text. */
function breadcrumb(category: CategoryRef | undefined, text: string | undefined): Crumb[] {
  if (!category && !text) return [{ label: 'Talepler' }];
  const crumbs: Crumb[] = [{ label: 'Talepler', to: '/talepler' }];
  if (category) crumbs.push({ label: category.katAd, to: text ? `/talepler-${category.link}` : undefined });
  if (text) crumbs.push({ label: `"${text}"` });
  return crumbs;
}

/**
 * The list's search (issue 51): a plain GET form, so that it works before any script and without one; in the list's
 * category when it shows one.
 */
function RequestSearch({ action, text }: { action: string; text?: string }) {
  return (
    <Form method="get" action={action} role="search" aria-label="Talep ara">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          name="s"
          type="search"
          aria-label="Talep ara"
          placeholder="Talep ara..."
          defaultValue={text}
          leftSection={<IconSearch size={16} />}
          style={{ flex: 1 }}
        />
        <Button type="submit">Ara</Button>
      </Group>
    </Form>
  );
}

export function Component() {
  const { category, page, text } = useSegmentData<Data>();
  const { data, error, isPending } = useQuery({ ...requestListQuery(category?.id, page, text), ...LOADED });
  const list = category ? `/talepler-${category.link}` : '/talepler';
  const base = text ? listSearchHref('/talepler', text, category?.link) : list;
  const top = data?.reklamList.find((ad) => ad.tip === AD.listTop);
  const bottom = data?.reklamList.find((ad) => ad.tip === AD.listBottom);

  return (
    <>
      <PageHeader title={text ? textTitle(text) : (category?.katAd ?? 'Talepler')} crumbs={breadcrumb(category, text)}>
        {data && (
          <Text c="dimmed" size="sm">
            {text ? 'Arama sonuçları: ' : ''}
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
            <RequestSearch action={list} text={text} />
            {error && <QueryError error={error} />}
            {isPending && <Skeleton h={400} radius="md" />}
            {data && text && (
              <SearchHints
                text={data.oneri ?? text}
                suggestion={data.oneri}
                categories={data.kategoriler}
                active={category}
                hrefFor={(t, link) => listSearchHref('/talepler', t, link)}
              />
            )}
            {data &&
              (data.liste.length === 0 ? (
                text ? (
                  // a search that found nothing: the visitor's own request is the way on
                  <EmptyText text={EMPTY.results}>
                    <RequestInvitationIsland text={text} />
                  </EmptyText>
                ) : (
                  <EmptyText />
                )
              ) : (
                data.liste.map((item) => <RequestRow key={item.tlb.id} item={item} />)
              ))}
            {data && (
              <Pager
                page={data.sayfa}
                pages={data.adet}
                hrefFor={(n) => (n === 1 ? base : `${base}${base.includes('?') ? '&' : '?'}sayfa=${n}`)}
              />
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
