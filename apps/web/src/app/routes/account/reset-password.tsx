import { useSearchParams } from 'react-router';
import { resetPassword } from '../../../features/accounts/api/reset-password';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { AuthCard } from '../../../ui/auth-card';

/** /account-sifre-sifirla?token=…: the page of the mailed reset link. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Şifre Sıfırla">
      <ResetPasswordForm token={params.get('token')} submit={resetPassword} loginHref={MEMBER_LOGIN} />
    </AuthCard>
  );
}
