import { ModerationScreen } from '../../../../features/moderation/admin/moderation-screen';
import { reasonsQuery } from '../../../../features/moderation/api/reasons';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(reasonsQuery()));
  return null;
}

/** /adminimt/moderasyon */
export function Component() {
  return <ModerationScreen />;
}
