import type { SessionUser } from '@tedarik/contract/accounts/public';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { openLoginLink } from '../../../features/accounts/api/login-link';
import { LoginLinkForm } from '../../../features/accounts/components/login-link-form';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { setMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';
import { afterLoginPath } from './after-login';

/** /account-giris-baglantisi?token=…: the page of the mailed one-time login link (decision 0046). */
export function Component() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const onSuccess = (user: SessionUser) => {
    setMemberUser(user);
    navigate(afterLoginPath(search), { replace: true });
  };
  return (
    <AuthCard title="Giriş Bağlantısı">
      <LoginLinkForm token={params.get('token')} open={openLoginLink} onSuccess={onSuccess} loginHref={MEMBER_LOGIN} />
    </AuthCard>
  );
}
