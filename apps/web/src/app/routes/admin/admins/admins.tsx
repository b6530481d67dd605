import { AdminsScreen } from '../../../../features/admins/admin/admins-screen';
import { adminsQuery } from '../../../../features/admins/api/admins';
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
