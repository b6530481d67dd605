import { AuditScreen } from '../../../../features/audit/admin/audit-screen';
import { auditQuery, NO_SEARCH } from '../../../../features/audit/api/audit';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchInfiniteQuery(auditQuery(NO_SEARCH)));
  return null;
}

/** /adminimt/denetim */
export function Component() {
  return <AuditScreen />;
}
