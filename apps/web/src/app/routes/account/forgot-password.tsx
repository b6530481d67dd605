import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { forgotPassword } from '../../../features/accounts/api/forgot-password';
import { EmailRequestForm } from '../../../features/accounts/components/email-request-form';
import { MEMBER_LOGIN } from '../../../lib/paths';
import { AuthCard } from '../../../ui/auth-card';

/** /account-ForgotPassword: a reset link is mailed. */
export function Component() {
  return (
    <AuthCard title="Şifremi Unuttum">
      <Text size="sm" c="dimmed">
        Kayıtlı e-posta adresinizi girin, şifre sıfırlama bağlantısını gönderelim.
      </Text>
      <EmailRequestForm submit={forgotPassword} />
      <Anchor component={Link} to={MEMBER_LOGIN} size="sm" ta="center">
        Oturum açma sayfasına dön
      </Anchor>
    </AuthCard>
  );
}
