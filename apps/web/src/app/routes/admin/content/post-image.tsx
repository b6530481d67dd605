import { PostImage } from '../../../../features/content/admin/post-detail';
import { adminPostQuery } from '../../../../features/content/api/admin-get-post';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { id: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminPostQuery(id)));
  return { id } satisfies Data;
};

/** /adminimt/blogsdetayimg-{id} */
export function Component() {
  const { id } = useSegmentData<Data>();
  return <PostImage key={id} id={id} />;
}
