import { NavLink } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { ADMIN_HOME } from '../../../lib/paths';

/** An entry of the side menu: its path under /adminimt ('index' is the dashboard), label and icon. */
export type AdminNavItem = { path: string; label: string; icon: ComponentType<{ size?: number }> };

/** The side menu of the back-office, every entry of admin spec §2 (the app's table of screens gives them). */
export function AdminNav({ items, onNavigate }: { items: readonly AdminNavItem[]; onNavigate?: () => void }) {
  const current = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  return (
    <nav aria-label="Yönetim menüsü">
      {items.map(({ path, label, icon: Icon }) => {
        const to = `${ADMIN_HOME}/${path}`;
        const active = current === to.toLowerCase() || (path === 'index' && (current === ADMIN_HOME || current === ''));
        return (
          <NavLink
            key={path}
            component={Link}
            to={to}
            label={label}
            leftSection={<Icon size={18} />}
            active={active}
            // filled: the light variant's text on its tint (indigo.2 under the pointer) falls short of 4.5:1
            variant="filled"
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );
}
