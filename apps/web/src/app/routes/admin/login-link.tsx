import type { AdminSession } from '@tedarik/contract/accounts/admin';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginLinkForm } from '../../../features/accounts/components/login-link-form';
import { openAdminLoginLink } from '../../../features/admin/api/admin-login-link';
import { ADMIN_HOME, ADMIN_LOGIN } from '../../../lib/paths';
import { setAdminSession } from '../../../lib/session';
import { AdminAuthPage } from './admin-auth-page';

/** /adminimt/giris-baglantisi?token=…: the page of the mailed one-time login link (decision 0046). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSuccess = (session: AdminSession) => {
    setAdminSession(session);
    navigate(ADMIN_HOME, { replace: true });
  };
  return (
    <AdminAuthPage title="Giriş Bağlantısı">
      <LoginLinkForm
        token={params.get('token')}
        open={openAdminLoginLink}
        onSuccess={onSuccess}
        loginHref={ADMIN_LOGIN}
      />
    </AdminAuthPage>
  );
}
