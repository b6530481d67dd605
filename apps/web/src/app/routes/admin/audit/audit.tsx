import { useQuery } from '@tanstack/react-query';
import { adminsQuery } from '../../../../features/accounts/api/admin-team';
import { AuditScreen } from '../../../../features/audit/admin/audit-screen';
import { auditQuery, NO_SEARCH } from '../../../../features/audit/api/audit';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() =>
    Promise.all([queryClient.prefetchInfiniteQuery(auditQuery(NO_SEARCH)), queryClient.prefetchQuery(adminsQuery())]),
  );
  return null;
}

/** /adminimt/denetim: the log, searched by the administrators of the accounts area (decision 0035: app composes) */
export function Component() {
  const admins = useQuery(adminsQuery());
  return <AuditScreen admins={admins.data?.items ?? []} />;
}
