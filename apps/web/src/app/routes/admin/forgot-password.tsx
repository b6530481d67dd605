import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { EmailRequestForm } from '../../../features/accounts/components/email-request-form';
import { adminForgotPassword } from '../../../features/admin/api/admin-forgot-password';
import { ADMIN_LOGIN } from '../../../lib/paths';
import { AdminAuthPage } from './admin-auth-page';

/** /adminimt/forpassword */
export function Component() {
  return (
    <AdminAuthPage title="Şifremi Unuttum">
      <EmailRequestForm submit={adminForgotPassword} />
      <Anchor component={Link} to={ADMIN_LOGIN} size="sm" ta="center">
        Giriş sayfasına dön
      </Anchor>
    </AdminAuthPage>
  );
}
