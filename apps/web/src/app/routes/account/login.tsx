import { Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { registerHref, returnPathOf } from '../../../lib/return-path';
import { AuthCard } from '../../../ui/auth-card';
import { LoginIsland } from '../../island-components';

/**
 * /Account-Login[?donus=/page]: the server's page for a visitor, whose form is an island (decision 0050); a member's
 * browser builds it in the app, whose loader sends the member on (router.tsx).
 */
export function Component() {
  const { search } = useLocation();
  return (
    <AuthCard title="Giriş Yap">
      <LoginIsland />
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
