import { AdDetail } from '../../../../features/content/admin/ad-detail';
import { adminAdQuery } from '../../../../features/content/api/admin-get-ad';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { id: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminAdQuery(id)));
  return { id } satisfies Data;
};

/** /adminimt/reklamdetay-{id} */
export function Component() {
  const { id } = useSegmentData<Data>();
  return <AdDetail key={id} id={id} />;
}
