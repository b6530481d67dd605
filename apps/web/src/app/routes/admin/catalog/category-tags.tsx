import { CategoryTags } from '../../../../features/catalog/admin/category-tags';
import { categoryDetailQuery } from '../../../../features/catalog/api/admin-get-category-detail';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { categoryId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const categoryId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(categoryDetailQuery(categoryId, 1)));
  return { categoryId } satisfies Data;
};

/** /adminimt/kategorietiketler-{categoryId} */
export function Component() {
  const { categoryId } = useSegmentData<Data>();
  return <CategoryTags key={categoryId} categoryId={categoryId} />;
}
