import { SlideList } from '../../../../features/content/admin/slide-list';
import { adminSlidesQuery } from '../../../../features/content/api/admin-get-slides';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adminSlidesQuery()));
  return null;
}

/** /adminimt/slides */
export function Component() {
  return <SlideList />;
}
