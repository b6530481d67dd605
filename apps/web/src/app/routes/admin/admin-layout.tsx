import { Outlet } from 'react-router';
import { AdminShell } from '../../../features/admin/components/admin-shell';

/** The protected layout of /adminimt (the guard is the route table's `requireAdmin`). */
export function Component() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
