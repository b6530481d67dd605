import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../../features/accounts/api/logout';
import { clearMemberSession, getMemberUser } from '../../../lib/session';
import { LogoutScreen } from '../../../ui/logout-screen';

/** /account-logout: revoke the token, clear the member's storage and data, back to login. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <LogoutScreen
      revoke={getMemberUser() ? logout : undefined}
      clear={() => {
        clearMemberSession();
        queryClient.removeQueries({ queryKey: ['member'] });
      }}
      to="/Account-Login"
    />
  );
}
