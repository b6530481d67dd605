import { Anchor, Group, Tabs, Text } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { DraftWaiting } from '../../../features/requests/components/draft-waiting';
import { registerHref, returnPathOf } from '../../../lib/return-path';
import { setMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';
import { afterLoginPath } from './after-login';

/** /Account-Login[?donus=/page]: member and company tabs post the same call (spec §2). */
export function Component() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const onSuccess = (user: SessionUser) => {
    setMemberUser(user);
    navigate(afterLoginPath(search), { replace: true });
  };

  return (
    <AuthCard title="Giriş Yap">
      <DraftWaiting />
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
        <Anchor component={Link} to={registerHref(returnPathOf(search))}>
          Hemen kaydolun
        </Anchor>
      </Text>
    </AuthCard>
  );
}
