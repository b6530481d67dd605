import { Outlet } from 'react-router';
import { MemberShell } from '../../../features/accounts/components/member-shell';

/** The layout route of the static /account-d* paths (the guard is the route table's `requireMember`). */
export function Component() {
  return (
    <MemberShell>
      <Outlet />
    </MemberShell>
  );
}
