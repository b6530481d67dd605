import { ArticleList } from '../../../../features/content/admin/article-list';
import { adminArticlesQuery } from '../../../../features/content/api/admin-get-articles';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adminArticlesQuery()));
  return null;
}

/** /adminimt/makaleler */
export function Component() {
  return <ArticleList />;
}
