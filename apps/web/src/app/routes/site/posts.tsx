import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tedarik/contract/constants';
import { postListQuery } from '../../../features/content/api/get-post-list';
import { PostGrid } from '../../../features/content/components/post-grid';
import { POST_LABEL, type PostKind, postListHref } from '../../../features/content/links';
import { PageHeader } from '../../../ui/page-header';
import { pageNumber } from '../../../ui/page-window';
import { Pager } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { queryClient } from '../../query-client';
import type { PageMeta, SegmentModule } from '../../segment-match';
import { useSegmentData } from '../../segment-route';
import { LOADED } from './loaded';

type Data = { kind: PostKind; page: number };

/** /blog, /blog-{page}, /duyuru, /duyuru-{page}: 9 posts a page. */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const kind: PostKind = segmentParams.kind.toLowerCase() === 'duyuru' ? 'duyuru' : 'blog';
  const page = pageNumber(segmentParams.page);
  await queryClient.prefetchQuery(postListQuery(kind, page));
  const label = POST_LABEL[kind];
  return {
    kind,
    page,
    meta: {
      title: page > 1 ? `${label} – Sayfa ${page}` : label,
      description:
        kind === 'blog'
          ? 'Satın alma, tedarik ve imalat üzerine yazılar.'
          : 'Platformdan duyurular, yenilikler ve kampanyalar.',
    },
  } satisfies Data & { meta: PageMeta };
};

export function Component() {
  const { kind, page } = useSegmentData<Data>();
  const { data, error, isPending } = useQuery({ ...postListQuery(kind, page), ...LOADED });
  const pages = data ? Math.ceil(data.toplamDuyuru / PAGE_SIZE.posts) : 0;

  return (
    <>
      <PageHeader title={POST_LABEL[kind]} crumbs={[{ label: POST_LABEL[kind] }]} />
      {error && <QueryError error={error} />}
      {isPending && <Skeleton h={400} radius="md" />}
      {data && (
        <>
          <PostGrid posts={data.duyuruListesi} />
          <Pager page={page} pages={pages} hrefFor={(n) => postListHref(kind, n)} />
        </>
      )}
    </>
  );
}
