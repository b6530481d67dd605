import { Anchor, Text } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../../features/accounts/components/register-form';
import { setMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';

/** /Account-Free-Join (?imalatci=1 pre-selects manufacturer). The new member is logged in at once. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onSuccess = (user: SessionUser, manufacturer: boolean) => {
    setMemberUser(user);
    navigate(manufacturer ? '/account-d-paket-basvuru' : '/account-d', { replace: true });
  };

  return (
    <AuthCard title="Ücretsiz Üye Ol" size={720}>
      <RegisterForm manufacturer={params.get('imalatci') === '1'} onSuccess={onSuccess} />
      <Text size="sm" ta="center">
        Zaten üye misiniz?{' '}
        <Anchor component={Link} to="/Account-Login">
          Oturum açın
        </Anchor>
      </Text>
    </AuthCard>
  );
}
