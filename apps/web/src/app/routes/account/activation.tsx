import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountKeys } from '../../../features/accounts/api/keys';
import { ActivationForm } from '../../../features/accounts/components/activation-form';
import { MEMBER_HOME, MEMBER_LOGIN } from '../../../lib/paths';
import { useMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';

/** /account-aktivasyon: request an activation code by e-mail and confirm it (spec §2 "activation-code page"). */
export function Component() {
  const user = useMemberUser();
  const queryClient = useQueryClient();
  const refresh = () => {
    if (user) void queryClient.invalidateQueries({ queryKey: accountKeys.me(user.email) });
  };

  return (
    <AuthCard title="Hesap Aktivasyonu">
      <Text size="sm" c="dimmed">
        Aktivasyon kodu SMS ve e-posta ile gönderilir. Kodu aşağıya girerek hesabınızı aktifleştirin.
      </Text>
      <ActivationForm key={user?.email} email={user?.email} onActivated={refresh} />
      <Anchor component={Link} to={user ? MEMBER_HOME : MEMBER_LOGIN} size="sm" ta="center">
        {user ? 'Hesabıma dön' : 'Oturum açma sayfasına dön'}
      </Anchor>
    </AuthCard>
  );
}
