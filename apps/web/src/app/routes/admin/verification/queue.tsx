import { VerificationQueueScreen } from '../../../../features/verification/admin/queue-screen';
import { verificationQueueQuery } from '../../../../features/verification/api/admin';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchInfiniteQuery(verificationQueueQuery()));
  return null;
}

/** /adminimt/dogrulama */
export function Component() {
  return <VerificationQueueScreen />;
}
