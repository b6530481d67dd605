import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { postListFilter } from '../../../../features/content/admin/links';
import { PostList } from '../../../../features/content/admin/post-list';
import { adminPostsQuery } from '../../../../features/content/api/admin-get-posts';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = postListFilter(1, new URL(request.url).search);
  await whenAdmin(() => queryClient.prefetchQuery(adminPostsQuery(filter)));
  return null;
}

/** /adminimt/Blogs[?icerik=…&tip=1|2]: the first page of the blog posts and announcements. */
export function Component() {
  const [params] = useSearchParams();
  return <PostList filter={postListFilter(1, params)} />;
}
