import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { MEMBER_LOGIN } from '../../../lib/paths';

/** Login, free registration and become-manufacturer: the header buttons of a visitor. */
export function VisitorActions({ onNavigate, fullWidth }: { onNavigate?: () => void; fullWidth?: boolean }) {
  return (
    <>
      <Button component={Link} to={MEMBER_LOGIN} variant="default" onClick={onNavigate} fullWidth={fullWidth}>
        Giriş Yap
      </Button>
      <Button component={Link} to="/Account-Free-Join" onClick={onNavigate} fullWidth={fullWidth}>
        Ücretsiz Üye Ol
      </Button>
      <Button
        component={Link}
        to="/Account-Free-Join?imalatci=1"
        variant="light"
        color="orange"
        onClick={onNavigate}
        fullWidth={fullWidth}
      >
        İmalatçı Ol
      </Button>
    </>
  );
}
