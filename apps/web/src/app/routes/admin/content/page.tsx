import { PageDetail } from '../../../../features/content/admin/page-detail';
import { adminPageQuery } from '../../../../features/content/api/admin-get-page';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { id: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminPageQuery(id)));
  return { id } satisfies Data;
};

/** /adminimt/sayfalar-{id} */
export function Component() {
  const { id } = useSegmentData<Data>();
  return <PageDetail key={id} id={id} />;
}
