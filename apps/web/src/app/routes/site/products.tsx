import { Anchor, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { landingPath, landingTitle } from '@tedarik/contract/landing/public';
import { categoryListTitle, SITE_PAGES } from '@tedarik/contract/pages';
import { fold } from '@tedarik/contract/text';
import { Link } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { listSearchHref, searchHref } from '../../../features/catalog/links';
import { type ProductListParams, productListQuery } from '../../../features/products/api/get-product-list';
import { ProductGrid } from '../../../features/products/components/product-grid';
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

type Data = { params: ProductListParams; category?: CategoryRef };

/** The heading of a typed text's results ('"çelik" için ürünler'). */
const textTitle = (text: string) => `"${text}" için ürünler`;

/**
 * /urunler, /urunler-{category link}, ?sayfa=n, the header search's choice /urunler?s={linq}&id={id} and its Enter
 * /urunler?s={text} (3 characters or more; a shorter text lists everything, as the server does), also narrowed to a
 * category: /urunler-{category link}?s={text} (a result's category link).
 */
export const loader: SegmentModule['loader'] = async ({ request, segmentParams }) => {
  const url = new URL(request.url);
  const category = await resolveCategory(segmentParams.link);
  const s = url.searchParams.get('s')?.trim() ?? '';
  const id = Number(url.searchParams.get('id'));
  const chosen = !category && url.searchParams.has('id');
  const search = chosen && Number.isInteger(id) && id > 0 ? { link: s, id } : undefined;
  const text = !chosen && fold(s).length >= SEARCH_MIN_CHARS ? s : undefined;
  const params: ProductListParams = {
    categoryId: category?.id,
    page: pageNumber(url.searchParams.get('sayfa')),
    search,
    text,
  };
  const [list] = await Promise.all([
    queryClient.ensureQueryData(productListQuery(params)).catch(() => undefined),
    queryClient.prefetchQuery(categoryLinksQuery()),
  ]);
  const name = category?.katAd ?? list?.katUrun?.urunAd;
  return {
    params,
    category,
    meta: {
      title: text ? textTitle(text) : name ? categoryListTitle('products', name) : SITE_PAGES.products.title,
      description: name
        ? `${name} üreten imalatçıların ürünleri ve firma bilgileri.`
        : 'İmalatçıların ürünleri: kategorilere göre arayın, firmaları inceleyin.',
    },
  } satisfies Data & { meta: PageMeta };
};

function pageHref(params: ProductListParams, category: CategoryRef | undefined) {
  return (page: number) => {
    const base = params.text
      ? listSearchHref('/urunler', params.text, category?.link)
      : category
        ? `/urunler-${category.link}`
        : params.search
          ? searchHref({ id: params.search.id, linq: params.search.link })
          : '/urunler';
    if (page === 1) return base;
    return `${base}${base.includes('?') ? '&' : '?'}sayfa=${page}`;
  };
}

/**
 * Ürünler › sector › category (the last one as text), or Ürünler › the searched product or text, or both: Ürünler ›
 * sector › category › the text searched in it.
 */
function breadcrumb(path: CategoryRef[], searched: string | undefined): Crumb[] {
  if (path.length === 0 && !searched) return [{ label: 'Ürünler' }];
  const crumbs: Crumb[] = [{ label: 'Ürünler', to: '/urunler' }];
  path.forEach((step, i) => {
    crumbs.push({ label: step.katAd, to: i < path.length - 1 || searched ? `/urunler-${step.link}` : undefined });
  });
  if (searched) crumbs.push({ label: searched });
  return crumbs;
}

export function Component() {
  const { params, category } = useSegmentData<Data>();
  const { data, error, isPending } = useQuery({ ...productListQuery(params), ...LOADED });
  const searchedText = data?.arama ?? params.text;
  const searched = data?.katUrun?.urunAd ?? (searchedText ? `"${searchedText}"` : undefined);
  const title = searchedText ? textTitle(searchedText) : (category?.katAd ?? data?.katUrun?.urunAd ?? 'Ürünler');

  return (
    <>
      <PageHeader title={title} crumbs={breadcrumb(data?.yol ?? [], searched)}>
        {data && (
          <Text c="dimmed" size="sm">
            {searched ? 'Arama sonuçları: ' : ''}
            {data.toplam} ürün
          </Text>
        )}
        {/* the category's manufacturers, by province (issue 52 item 1) */}
        {category && !searched && (
          <Anchor component={Link} to={landingPath(category.link)} size="sm">
            {landingTitle(category.katAd)}
          </Anchor>
        )}
      </PageHeader>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CategoriesIsland list="/urunler" activeId={category?.id} productSearch />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {error && <QueryError error={error} />}
            {isPending && <Skeleton h={400} radius="md" />}
            {data && searchedText && (
              <SearchHints
                text={data.oneri ?? searchedText}
                suggestion={data.oneri}
                categories={data.kategoriler}
                active={category}
                hrefFor={(text, link) => listSearchHref('/urunler', text, link)}
              />
            )}
            {data && (
              <>
                {data.liste.length === 0 && searched ? (
                  // a search that found nothing: asking for the product with a request is the way on
                  <EmptyText text={EMPTY.results}>
                    <RequestInvitationIsland product={data.katUrun} text={searchedText} />
                  </EmptyText>
                ) : (
                  <ProductGrid products={data.liste} />
                )}
                <Pager page={data.sayfa} pages={data.adet} hrefFor={pageHref(params, category)} />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
