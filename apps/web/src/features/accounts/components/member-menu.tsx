import { NavLink, Paper } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { MEMBER_LOGOUT } from '../../../lib/paths';
import { SUPPORT_DESK } from '../../../lib/support-links';

/** An entry of the side menu: a member page ('/account-d-detay-tercih'), its label and icon. */
export type MemberMenuItem = { to: string; label: string; icon: ComponentType<{ size?: number }> };

const LOGOUT: MemberMenuItem = { to: MEMBER_LOGOUT, label: 'Çıkış', icon: IconLogout };

/**
 * The pages an entry marks besides its own: '/destek' also marks the new ticket and the threads; a path of its own
 * marks those under it ('/hesabim/mesajlar' a thread, '/hesabim/mesajlar/5').
 */
const familyOf = (to: string) => (to === SUPPORT_DESK ? `${SUPPORT_DESK}-` : `${to.toLowerCase()}/`);

/** The member's side menu: the entries of their role (the app's table of member screens gives them), then 'Çıkış'. */
export function MemberMenu({ items }: { items: readonly MemberMenuItem[] }) {
  const current = useLocation().pathname.toLowerCase();
  return (
    <Paper withBorder p={4} component="nav" aria-label="Hesap menüsü">
      {[...items, LOGOUT].map(({ to, label, icon: Icon }) => {
        const family = familyOf(to);
        return (
          <NavLink
            key={label}
            component={Link}
            to={to}
            label={label}
            leftSection={<Icon size={18} />}
            active={current === to.toLowerCase() || current.startsWith(family)}
            color={to === MEMBER_LOGOUT ? 'red' : undefined}
          />
        );
      })}
    </Paper>
  );
}
