import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { markMemberActivated } from '../../../features/accounts/api/verify-member';
import { ActivationForm } from '../../../features/accounts/components/activation-form';
import { MEMBER_HOME, MEMBER_LOGIN } from '../../../lib/paths';
import { returnPathOf } from '../../../lib/return-path';
import { useMemberUser } from '../../../lib/session';
import { AuthCard } from '../../../ui/auth-card';

/** What a member who has just registered is told above the code (issue 47 item 22). */
const JUST_REGISTERED = {
  title: 'Üyeliğiniz oluşturuldu',
  text: 'Hesabınızı şimdi aktifleştirin: telefonunuza SMS ile ve e-posta adresinize gönderilen aktivasyon kodunu aşağıya girin.',
} as const;

/**
 * /account-aktivasyon: request an activation code by e-mail and confirm it (spec §2 "activation-code page"). A new
 * member comes here right after registering (?yeni=1, ?donus= where the registration was going): asked for the code
 * first, then on with 'Devam Et', or 'Daha sonra' without it.
 */
export function Component() {
  const user = useMemberUser();
  const [params] = useSearchParams();
  const next = user ? returnPathOf(params) : null;
  const justRegistered = Boolean(user) && params.get('yeni') === '1';
  const [activated, setActivated] = useState(false);
  const queryClient = useQueryClient();
  const refresh = () => {
    setActivated(true);
    void markMemberActivated(queryClient);
  };

  return (
    <AuthCard title="Hesap Aktivasyonu">
      {justRegistered && !activated ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} title={JUST_REGISTERED.title}>
          {JUST_REGISTERED.text}
        </Alert>
      ) : (
        !activated && (
          <Text size="sm" c="dimmed">
            Aktivasyon kodu SMS ve e-posta ile gönderilir. Kodu aşağıya girerek hesabınızı aktifleştirin.
          </Text>
        )
      )}
      <ActivationForm key={user?.email} email={user?.email} onActivated={refresh} />
      {next && activated ? (
        <Button component={Link} to={next} replace>
          Devam Et
        </Button>
      ) : (
        <Anchor component={Link} to={next ?? (user ? MEMBER_HOME : MEMBER_LOGIN)} size="sm" ta="center">
          {next ? 'Daha sonra aktifleştireceğim' : user ? 'Hesabıma dön' : 'Oturum açma sayfasına dön'}
        </Anchor>
      )}
    </AuthCard>
  );
}
