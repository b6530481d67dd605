import { PageList } from '../../../../features/content/admin/page-list';
import { adminPagesQuery } from '../../../../features/content/api/admin-get-pages';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adminPagesQuery()));
  return null;
}

/** /adminimt/sayfalar */
export function Component() {
  return <PageList />;
}
