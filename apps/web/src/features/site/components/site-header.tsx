import { Anchor, Box, Burger, Container, Group, Stack, type TextInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { startsRequests } from '../../../lib/roles';
import { useMemberUser } from '../../../lib/session';
import { SUPPORT_DESK } from '../../../lib/support-links';
import { titleAndMetaQuery } from '../api/get-title-and-meta';
import { NotificationsMenu } from './notifications-menu';
import { VisitorActions } from './visitor-actions';

// Not needed for the first paint: loaded after it, out of the entry chunk (the menus bring the floating-ui
// positioning library, ~20 KB gzip, which a visitor's first page does without).
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));
const HowToVideo = lazy(() => import('./how-to-video').then((m) => ({ default: m.HowToVideo })));
const TranslateMenu = lazy(() => import('./translate-menu').then((m) => ({ default: m.TranslateMenu })));

const PHONE_MENU_ID = 'telefon-menusu';

const CREATE_REQUEST = '/teklif-Olustur';
const NAV = [
  { to: '/urunler', label: 'Ürünler' },
  { to: '/talepler', label: 'Talepler' },
  { to: CREATE_REQUEST, label: 'Talep Oluştur' },
  { to: '/blog', label: 'Blog' },
  { to: '/duyuru', label: 'Duyurular' },
  { to: '/sss', label: 'SSS' },
  { to: '/contact', label: 'İletişim' },
  { to: '/Qr', label: 'Mobil Uygulama' },
];

/** A logged-in member's support desk (spec §6 "Logged-in user. Gets the support link"). */
const MEMBER_NAV = [{ to: SUPPORT_DESK, label: 'Destek' }];

/**
 * The site's sections as links; on phones (`stacked`) one a row, each a full-width touch target. 'Talep Oluştur' only
 * for those who may start a request (visitors and buyers).
 */
function SiteNav({
  stacked,
  onNavigate,
  user,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
  user: SessionUser | null;
}) {
  const nav = startsRequests(user) ? NAV : NAV.filter((item) => item.to !== CREATE_REQUEST);
  return (user ? [...nav, ...MEMBER_NAV] : nav).map((item) => (
    <Anchor
      key={item.to}
      component={NavLink}
      to={item.to}
      onClick={onNavigate}
      size="sm"
      fw={600}
      c="dimmed"
      underline="hover"
      py={stacked ? 10 : undefined}
      display={stacked ? 'block' : undefined}
    >
      {item.label}
    </Anchor>
  ));
}

/**
 * `Search` is the catalog's product search box, shown in the header's row on wide screens and under it on small ones;
 * `MemberLinks`, the logged-in member's links beside the bell (the conversations' 'Mesajlar' with its count).
 */
export function SiteHeader({
  Search,
  MemberLinks,
}: {
  Search: ComponentType<TextInputProps>;
  MemberLinks?: ComponentType;
}) {
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
          <Group gap="xs" wrap="nowrap">
            {/* on phones the translate button and a visitor's buttons move into the menu */}
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <Suspense fallback={null}>
                <TranslateMenu />
              </Suspense>
              {!user && <VisitorActions />}
            </Group>
            {user && (
              <>
                <Suspense fallback={null}>
                  <HowToVideo role={user.role} />
                </Suspense>
                {MemberLinks && <MemberLinks />}
                <NotificationsMenu />
                <Suspense fallback={null}>
                  <ProfileMenu user={user} />
                </Suspense>
              </>
            )}
            <Burger
              hiddenFrom="sm"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={menuOpened ? 'Menüyü kapat' : 'Menüyü aç'}
              aria-expanded={menuOpened}
              aria-controls={menuOpened ? PHONE_MENU_ID : undefined}
            />
          </Group>
        </Group>
        <Search hiddenFrom="md" mt="sm" />
        <Group component="nav" aria-label="Site menüsü" gap="lg" mt="sm" visibleFrom="sm">
          <SiteNav user={user} />
        </Group>
        {/* phones: the whole site under the burger (rendered only while open, so it costs the first paint nothing) */}
        {menuOpened && (
          <Box component="nav" id={PHONE_MENU_ID} aria-label="Site menüsü" hiddenFrom="sm" mt="xs">
            <SiteNav stacked onNavigate={menu.close} user={user} />
            <Stack gap="xs" mt="xs">
              {!user && <VisitorActions onNavigate={menu.close} fullWidth />}
              <Suspense fallback={null}>
                <TranslateMenu withLabel />
              </Suspense>
            </Stack>
          </Box>
        )}
      </Container>
    </Box>
  );
}
