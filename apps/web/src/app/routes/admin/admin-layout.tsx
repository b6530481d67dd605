import { Outlet } from 'react-router';
import { AdminShell } from '../../../features/admin/components/admin-shell';
import { UnreadMessagesButton } from '../../../features/inbox/components/unread-messages-button';
import { adminMenu } from './screens';

/** The protected layout of /adminimt (the guard is the route table's `requireAdmin`). */
export function Component() {
  return (
    <AdminShell menu={adminMenu} actions={<UnreadMessagesButton />}>
      <Outlet />
    </AdminShell>
  );
}
