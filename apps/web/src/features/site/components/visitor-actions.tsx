import { Button } from '@mantine/core';
import { loginHref, registerHref } from '../../../lib/return-path';
import { Link, useLocation } from '../../../ui/navigation';

/**
 * Login, free registration and become-manufacturer: the header buttons of a visitor. The orange one is a light shade
 * with dark text (autoContrast): white or orange text on orange stays under 4.5:1 in every shade.
 */
export function VisitorActions({ onNavigate, fullWidth }: { onNavigate?: () => void; fullWidth?: boolean }) {
  // every login call to action returns to the page it was made on (issue 8)
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      <Button component={Link} to={loginHref(here)} variant="default" onClick={onNavigate} fullWidth={fullWidth}>
        Giriş Yap
      </Button>
      <Button component={Link} to={registerHref(here)} onClick={onNavigate} fullWidth={fullWidth}>
        Ücretsiz Üye Ol
      </Button>
      <Button
        component={Link}
        to={registerHref(here, true)}
        color="orange.6"
        autoContrast
        onClick={onNavigate}
        fullWidth={fullWidth}
      >
        İmalatçı Ol
      </Button>
    </>
  );
}
