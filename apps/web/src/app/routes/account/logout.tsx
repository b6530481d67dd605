import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../features/accounts/api/keys';
import { logout } from '../../../features/accounts/api/logout';
import { MEMBER_LOGIN } from '../../../lib/paths';
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
        queryClient.removeQueries({ queryKey: accountKeys.all });
      }}
      to={MEMBER_LOGIN}
    />
  );
}
