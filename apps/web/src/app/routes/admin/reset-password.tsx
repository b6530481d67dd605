import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';
import { adminResetPassword } from '../../../features/admin/api/admin-reset-password';
import { ADMIN_LOGIN } from '../../../lib/paths';
import { AdminAuthPage } from './admin-auth-page';

/** /adminimt/sifre-sifirla?token=…: the page of the mailed reset link. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AdminAuthPage title="Şifre Sıfırla">
      <ResetPasswordForm token={params.get('token')} submit={adminResetPassword} loginHref={ADMIN_LOGIN} />
    </AdminAuthPage>
  );
}
