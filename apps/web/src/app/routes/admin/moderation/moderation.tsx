import { ModerationScreen } from '../../../../features/moderation/admin/moderation-screen';
import { queueQuery } from '../../../../features/moderation/api/queue';
import { reasonsQuery } from '../../../../features/moderation/api/reasons';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(queueQuery(undefined, 'oldest')),
      queryClient.prefetchQuery(reasonsQuery()),
    ]),
  );
  return null;
}

/** /adminimt/moderasyon */
export function Component() {
  return <ModerationScreen />;
}
