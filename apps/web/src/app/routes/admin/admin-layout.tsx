import { Outlet } from 'react-router';
import { AdminShell } from '../../../features/admin/components/admin-shell';
import { UnreadMessagesButton } from '../../../features/inbox/components/unread-messages-button';
import { useAdminSession } from '../../../lib/session';
import { adminMenuOf } from './screens';

/** The protected layout of /adminimt (the guard is the route table's `requireAdmin`). */
export function Component() {
  // a role sees the screens it may use (a session stored before roles is the one Yönetici's)
  const role = useAdminSession()?.adminRole ?? 'manager';
  return (
    <AdminShell menu={adminMenuOf(role)} actions={role === 'manager' ? <UnreadMessagesButton /> : undefined}>
      <Outlet />
    </AdminShell>
  );
}
