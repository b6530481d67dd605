import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { AuthCard } from '../../../ui/auth-card';
import { ForgotPasswordIsland } from '../../island-components';

/** /account-ForgotPassword: the server's page for a visitor, whose form is an island (decision 0050). */
export function Component() {
  return (
    <AuthCard title="Şifremi Unuttum">
      <Text size="sm" c="dimmed">
        Kayıtlı e-posta adresinizi girin, şifre sıfırlama bağlantısını gönderelim.
      </Text>
      <ForgotPasswordIsland />
      <Anchor component={Link} to={MEMBER_LOGIN} size="sm" ta="center">
        Oturum açma sayfasına dön
      </Anchor>
    </AuthCard>
  );
}
