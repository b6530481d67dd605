import { Anchor, Box, Container, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMemberUser } from '../../../lib/session';
import { titleAndMetaQuery } from '../api/get-title-and-meta';
import { NotificationsMenu } from './notifications-menu';
import { SiteNav } from './site-nav';
import { VisitorActions } from './visitor-actions';

/** The header's search box: where it shows (the row on wide screens, under it on small ones) and its spacing. */
export type SearchProps = { visibleFrom?: 'md'; hiddenFrom?: 'md'; mt?: 'sm'; grow?: boolean };

/** The height of a Mantine field of the default size (Input.css `--input-height-sm`). */
const SEARCH_HEIGHT = 'calc(2.25rem * var(--mantine-scale))';

// Not needed for the first paint: loaded after it, out of the entry chunk (the menus bring the floating-ui
// positioning library, ~20 KB gzip, which a visitor's first page does without).
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));
const HowToVideo = lazy(() => import('./how-to-video').then((m) => ({ default: m.HowToVideo })));

/**
 * `Search` is the catalog's product search box, shown in the header's row on wide screens and under it on small ones;
 * `MemberLinks`, the logged-in member's links beside the bell (the conversations' 'Mesajlar' with its count). The
 * search, the translate menu (`Translate`, ./translate-menu.tsx) and the phone menu (`PhoneMenu`, ./phone-menu.tsx)
 * are islands of a visitor's page (ui/island.tsx), handed in by the site's frame.
 */
export function SiteHeader({
  Search,
  Translate,
  PhoneMenu,
  MemberLinks,
}: {
  Search: ComponentType<SearchProps>;
  Translate: ComponentType;
  PhoneMenu: ComponentType;
  MemberLinks?: ComponentType;
}) {
  const user = useMemberUser();
  const { data: site } = useQuery(titleAndMetaQuery());

  return (
    <Box
      component="header"
      pos="relative"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-body)' }}
    >
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" truncate maw={{ base: 180, sm: 280 }}>
            {site?.baslik || 'Tedarik'}
          </Anchor>
          <Search visibleFrom="md" grow />
          <Group gap="xs" wrap="nowrap">
            {/* on phones the translate button and a visitor's buttons move into the menu */}
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <Translate />
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
            <PhoneMenu />
          </Group>
        </Group>
        {/* the field's place is kept while its part loads (a page the browser builds): the page does not move under it */}
        <Box hiddenFrom="md" mt="sm" h={SEARCH_HEIGHT}>
          <Search />
        </Box>
        <Group component="nav" aria-label="Site menüsü" gap="lg" mt="sm" visibleFrom="sm">
          <SiteNav user={user} />
        </Group>
      </Container>
    </Box>
  );
}
