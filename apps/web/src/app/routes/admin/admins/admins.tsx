import { AdminsScreen } from '../../../../features/accounts/admin/admins-screen';
import { adminsQuery } from '../../../../features/accounts/api/admin-team';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(adminsQuery()));
  return null;
}

/** /adminimt/yoneticiler */
export function Component() {
  return <AdminsScreen />;
}
