import { useQueryClient } from '@tanstack/react-query';
import { adminLogout } from '../../../features/admin/api/admin-logout';
import { ADMIN_LOGIN } from '../../../lib/paths';
import { clearAllStorage, getAdminSession } from '../../../lib/session';
import { LogoutScreen } from '../../../ui/logout-screen';

/** /adminimt/logout: revoke the token, clear local storage and the cached data, back to login. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <LogoutScreen
      revoke={getAdminSession() ? adminLogout : undefined}
      clear={() => {
        clearAllStorage();
        queryClient.clear();
      }}
      to={ADMIN_LOGIN}
      mih="100vh"
    />
  );
}
