import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { categoryListTitle, SITE_PAGES } from '@tedarik/contract/pages';
import { categoryTreeQuery } from '../../../features/catalog/api/get-category-tree';
import { CategorySidebar } from '../../../features/catalog/components/category-sidebar';
import { searchHref } from '../../../features/catalog/links';
import { type ProductListParams, productListQuery } from '../../../features/products/api/get-product-list';
import { ProductGrid } from '../../../features/products/components/product-grid';
import { EMPTY } from '../../../ui/empty-text';
import { type Crumb, PageHeader } from '../../../ui/page-header';
import { pageNumber } from '../../../ui/page-window';
import { Pager } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';
import type { PageMeta, SegmentModule } from '../../segment-match';
import { useSegmentData } from '../../segment-route';
import { LOADED } from './loaded';
import { resolveCategory } from './resolve-category';

type Data = { params: ProductListParams; category?: CategoryRef };

/** /urunler, /urunler-{category link}, ?sayfa=n, and the header search's /urunler?s={linq}&id={id}. */
export const loader: SegmentModule['loader'] = async ({ request, segmentParams }) => {
  const url = new URL(request.url);
  const category = await resolveCategory(segmentParams.link);
  const id = Number(url.searchParams.get('id'));
  const search =
    !category && Number.isInteger(id) && id > 0 ? { link: url.searchParams.get('s') ?? '', id } : undefined;
  const params: ProductListParams = {
    categoryId: category?.id,
    page: pageNumber(url.searchParams.get('sayfa')),
    search,
  };
  void queryClient.prefetchQuery(categoryTreeQuery());
  const list = await queryClient.ensureQueryData(productListQuery(params)).catch(() => undefined);
  const name = category?.katAd ?? list?.katUrun?.urunAd;
  return {
    params,
    category,
    meta: {
      title: name ? categoryListTitle('products', name) : SITE_PAGES.products.title,
      description: name
        ? `${name} üreten imalatçıların ürünleri ve firma bilgileri.`
        : 'İmalatçıların ürünleri: kategorilere göre arayın, firmaları inceleyin.',
    },
  } satisfies Data & { meta: PageMeta };
};

function pageHref(params: ProductListParams, category: CategoryRef | undefined) {
  return (page: number) => {
    const base = category
      ? `/urunler-${category.link}`
      : params.search
        ? searchHref({ id: params.search.id, linq: params.search.link })
        : '/urunler';
    if (page === 1) return base;
    return `${base}${base.includes('?') ? '&' : '?'}sayfa=${page}`;
  };
}

/** Ürünler › sector › category (the last one as text), or Ürünler › the searched product. */
function breadcrumb(path: CategoryRef[], searched: string | undefined): Crumb[] {
  if (path.length === 0 && !searched) return [{ label: 'Ürünler' }];
  const crumbs: Crumb[] = [{ label: 'Ürünler', to: '/urunler' }];
  path.forEach((step, i) => {
    crumbs.push({ label: step.katAd, to: i < path.length - 1 ? `/urunler-${step.link}` : undefined });
  });
  if (searched) crumbs.push({ label: searched });
  return crumbs;
}

export function Component() {
  const { params, category } = useSegmentData<Data>();
  const { data, error, isPending } = useQuery({ ...productListQuery(params), ...LOADED });
  const title = category?.katAd ?? data?.katUrun?.urunAd ?? 'Ürünler';

  return (
    <>
      <PageHeader title={title} crumbs={breadcrumb(data?.yol ?? [], data?.katUrun?.urunAd)}>
        {data && (
          <Text c="dimmed" size="sm">
            {data.katUrun ? 'Arama sonuçları: ' : ''}
            {data.toplam} ürün
          </Text>
        )}
      </PageHeader>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CategorySidebar
            hrefFor={(link) => (link ? `/urunler-${link}` : '/urunler')}
            activeId={category?.id}
            productHref={(product) => searchHref({ id: product.id, linq: product.linq })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {error && <QueryError error={error} />}
            {isPending && <Skeleton h={400} radius="md" />}
            {data && (
              <>
                <ProductGrid products={data.liste} empty={data.katUrun ? EMPTY.results : EMPTY.content} />
                <Pager page={data.sayfa} pages={data.adet} hrefFor={pageHref(params, category)} />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
