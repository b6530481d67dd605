import { ArticleImage } from '../../../../features/content/admin/article-detail';
import { adminArticleQuery } from '../../../../features/content/api/admin-get-article';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { id: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const id = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminArticleQuery(id)));
  return { id } satisfies Data;
};

/** /adminimt/makaledetayimg-{id} */
export function Component() {
  const { id } = useSegmentData<Data>();
  return <ArticleImage key={id} id={id} />;
}
