import { SlideImage } from '../../../../features/content/admin/slide-detail';
import { adminSlideQuery } from '../../../../features/content/api/admin-get-slide';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { id: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminSlideQuery(id)));
  return { id } satisfies Data;
};

/** /adminimt/slidedetayimg-{id} */
export function Component() {
  const { id } = useSegmentData<Data>();
  return <SlideImage key={id} id={id} />;
}
