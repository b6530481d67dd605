import { Anchor, Box, Burger, Container, Group, Menu, Stack, type TextInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useMemberUser } from '../../../lib/session';
import { titleAndMetaQuery } from '../api/get-title-and-meta';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { VisitorActions } from './visitor-actions';

// Not needed for the first paint: loaded after it, out of the entry chunk.
const HowToVideo = lazy(() => import('./how-to-video').then((m) => ({ default: m.HowToVideo })));
const TranslateMenu = lazy(() => import('./translate-menu').then((m) => ({ default: m.TranslateMenu })));

const NAV = [
  { to: '/urunler', label: 'Ürünler' },
  { to: '/talepler', label: 'Talepler' },
  { to: '/teklif-Olustur', label: 'Teklif Oluştur' },
  { to: '/blog', label: 'Blog' },
  { to: '/duyuru', label: 'Duyurular' },
  { to: '/sss', label: 'SSS' },
  { to: '/contact', label: 'İletişim' },
  { to: '/Qr', label: 'Mobil Uygulama' },
];

/** `Search` is the catalog's product search box, shown in the header's row on wide screens and under it on small ones. */
export function SiteHeader({ Search }: { Search: ComponentType<TextInputProps> }) {
  const user = useMemberUser();
  const { data: site } = useQuery(titleAndMetaQuery());
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <Box
      component="header"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}
    >
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" truncate maw={{ base: 180, sm: 280 }}>
            {site?.baslik || 'Tedarik'}
          </Anchor>
          <Search visibleFrom="md" style={{ flex: 1, maxWidth: 480 }} />
          {user ? (
            <Group gap="xs" wrap="nowrap">
              <Suspense fallback={null}>
                <TranslateMenu />
              </Suspense>
              <Suspense fallback={null}>
                <HowToVideo role={user.role} />
              </Suspense>
              <NotificationsMenu />
              <ProfileMenu user={user} />
            </Group>
          ) : (
            <>
              <Group gap="xs" wrap="nowrap" visibleFrom="sm">
                <Suspense fallback={null}>
                  <TranslateMenu />
                </Suspense>
                <VisitorActions />
              </Group>
              {/* small screens: the same three buttons in a dropdown */}
              <Menu
                opened={menuOpened}
                onChange={(opened) => (opened ? menu.open() : menu.close())}
                position="bottom-end"
                width={220}
              >
                <Menu.Target>
                  <Burger hiddenFrom="sm" opened={menuOpened} aria-label="Menüyü aç" />
                </Menu.Target>
                <Menu.Dropdown p="sm">
                  <Stack gap="xs">
                    <VisitorActions onNavigate={menu.close} fullWidth />
                  </Stack>
                </Menu.Dropdown>
              </Menu>
            </>
          )}
        </Group>
        <Search hiddenFrom="md" mt="sm" />
        <Group component="nav" aria-label="Site menüsü" gap="lg" mt="sm" visibleFrom="sm">
          {NAV.map((item) => (
            <Anchor key={item.to} component={NavLink} to={item.to} size="sm" fw={600} c="dimmed" underline="hover">
              {item.label}
            </Anchor>
          ))}
        </Group>
      </Container>
    </Box>
  );
}
