import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminSession } from '../../../lib/session';

/** While the administrator's password is still the demo or a generated one: a request to change it (not a block). */
export function InitialPasswordBanner() {
  const session = useAdminSession();
  if (!session?.sifreDegismeli) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mb="md" role="alert">
      Yönetim paneline ilk şifrenizle giriş yaptınız. Güvenliğiniz için lütfen{' '}
      <Anchor component={Link} to="/adminimt/sifreGunc">
        şifrenizi değiştirin
      </Anchor>
      .
    </Alert>
  );
}
