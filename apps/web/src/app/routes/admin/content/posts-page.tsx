import { useSearchParams } from 'react-router';
import { postListFilter } from '../../../../features/content/admin/links';
import { PostList } from '../../../../features/content/admin/post-list';
import { adminPostsQuery } from '../../../../features/content/api/admin-get-posts';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { page: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams, request }) => {
  const filter = postListFilter(segmentParams.page, new URL(request.url).search);
  await whenAdmin(() => queryClient.prefetchQuery(adminPostsQuery(filter)));
  return { page: filter.page } satisfies Data;
};

/** /adminimt/blogs-{page}[?icerik=…&tip=1|2] */
export function Component() {
  const { page } = useSegmentData<Data>();
  const [params] = useSearchParams();
  return <PostList filter={postListFilter(page, params)} />;
}
