import { Anchor } from '@mantine/core';
import type { AdminSession } from '@tedarik/contract/accounts/admin';
import { Link, useNavigate } from 'react-router';
import { AdminLoginForm } from '../../../features/admin/components/admin-login-form';
import { ADMIN_HOME } from '../../../lib/paths';
import { setAdminSession } from '../../../lib/session';
import { AdminAuthPage } from './admin-auth-page';

/** /adminimt/login (a stored session is sent on to /adminimt by the route table's guard). */
export function Component() {
  const navigate = useNavigate();
  const onSuccess = (session: AdminSession) => {
    setAdminSession(session);
    navigate(ADMIN_HOME, { replace: true });
  };
  return (
    <AdminAuthPage title="Giriş Yap">
      <AdminLoginForm onSuccess={onSuccess} />
      <Anchor component={Link} to={`${ADMIN_HOME}/forpassword`} size="sm" ta="center">
        Şifremi Unuttum
      </Anchor>
    </AdminAuthPage>
  );
}
