import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { accountKeys } from '../../../features/accounts/api/keys';
import { logout } from '../../../features/accounts/api/logout';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { clearMemberSession, getMemberUser } from '../../../lib/session';
import { LogoutScreen } from '../../../ui/logout-screen';

/** What a page that ends the session itself hands to the logout page: a notice, shown on the home page. */
export type LogoutState = { notice: string } | null;

/**
 * /account-logout: revoke the token, clear the member's storage and data, back to login. An erased account
 * ('Hesabımı Sil') comes here with its notice and goes to the home page instead: leaving from here, outside the
 * member area, the area's guard never sends it to the login page first.
 */
export function Component() {
  const queryClient = useQueryClient();
  const notice = (useLocation().state as LogoutState)?.notice;
  return (
    <LogoutScreen
      revoke={getMemberUser() ? logout : undefined}
      clear={() => {
        clearMemberSession();
        if (notice) {
          queryClient.clear();
          notifications.show({ color: 'green', message: notice, autoClose: 10_000 });
        } else queryClient.removeQueries({ queryKey: accountKeys.all });
      }}
      to={notice ? '/' : MEMBER_LOGIN}
    />
  );
}
