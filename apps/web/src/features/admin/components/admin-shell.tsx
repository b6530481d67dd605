import { AppShell, Paper, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AdminNav, type AdminNavItem } from './admin-nav';
import { AdminTopBar } from './admin-top-bar';
import { InitialPasswordBanner } from './initial-password-banner';

/**
 * The protected back-office frame: collapsible side menu (`menu`), top bar (with `actions` of other areas), content
 * card (admin spec §2).
 */
export function AdminShell({
  menu,
  actions,
  children,
}: {
  menu: readonly AdminNavItem[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <AdminTopBar
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
          actions={actions}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea p="xs">
          <AdminNav items={menu} onNavigate={mobile.close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <InitialPasswordBanner />
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {children}
        </Paper>
      </AppShell.Main>
    </AppShell>
  );
}
