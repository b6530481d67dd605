import { JobsScreen } from '../../../../features/jobs/admin/jobs-screen';
import { jobsQuery, waitingMessagesQuery } from '../../../../features/jobs/api/jobs';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([
      queryClient.prefetchQuery(jobsQuery()),
      queryClient.prefetchInfiniteQuery(waitingMessagesQuery('failed')),
    ]),
  );
  return null;
}

/** /adminimt/isler */
export function Component() {
  return <JobsScreen />;
}
