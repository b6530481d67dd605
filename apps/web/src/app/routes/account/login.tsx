import { Anchor, Group, Tabs, Text } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { Link, useNavigate } from 'react-router';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { MEMBER_CREATE_REQUEST } from '../../../features/requests/links';
import { MEMBER_HOME } from '../../../lib/paths';
import { hasRequestDraft, setMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';

/** /Account-Login: member and company tabs post the same call (spec §2). */
export function Component() {
  const navigate = useNavigate();
  const onSuccess = (user: SessionUser) => {
    setMemberUser(user);
    // A visitor's request draft continues on the create-request page (spec §4 "Login success").
    navigate(hasRequestDraft() ? MEMBER_CREATE_REQUEST : MEMBER_HOME, { replace: true });
  };

  return (
    <AuthCard title="Giriş Yap">
      <Tabs defaultValue="member" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="member">Üye Girişi</Tabs.Tab>
          <Tabs.Tab value="company">Firma Girişi</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="member" pt="md">
          <LoginForm onSuccess={onSuccess} />
        </Tabs.Panel>
        <Tabs.Panel value="company" pt="md">
          <LoginForm onSuccess={onSuccess} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/account-ForgotPassword" size="sm">
          Şifremi Unuttum
        </Anchor>
        <Anchor component={Link} to="/account-aktivasyon" size="sm">
          Hesabımı Aktifleştir
        </Anchor>
      </Group>
      <Text size="sm" ta="center">
        Hesabınız yok mu?{' '}
        <Anchor component={Link} to="/Account-Free-Join">
          Hemen kaydolun
        </Anchor>
      </Text>
    </AuthCard>
  );
}
