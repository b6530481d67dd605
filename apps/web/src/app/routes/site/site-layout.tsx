import { ActionIcon, Box, Container } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { textSearchHref } from '../../../features/catalog/links';
import { MobileFooter } from '../../../features/site/components/mobile-footer';
import { SiteFooter } from '../../../features/site/components/site-footer';
import { SiteHeader } from '../../../features/site/components/site-header';
import { MEMBER_LOGOUT } from '../../../lib/paths';
import { useMemberUser } from '../../../lib/session';
import { MAIN_CONTENT_ID, SkipLink } from '../../../ui/skip-link';
import { NewsletterIsland, PhoneMenuIsland, SearchIsland, TranslateIsland } from '../../island-components';

// A logged-in member's 'Mesajlar' with its count, and the live stream that keeps it and the pages fresh: loaded only
// for a member, never in a visitor's first load.
const MessagesButton = lazy(() => import('../../../features/conversations/components/messages-button'));
const LiveUpdates = lazy(() => import('../../live-updates'));
// a limited company's '12 teklif hakkı' (issue 50): a manufacturer's only
const CreditsBadge = lazy(() =>
  import('../../../features/credits/components/credits-line').then((m) => ({ default: m.CreditsBadge })),
);

/** The header's 'Mesajlar' while its chunk comes: the same place, so that the header does not move. */
function MessagesLink() {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" size="lg" aria-label="Mesajlar" disabled>
          <IconMessages size={22} />
        </ActionIcon>
      }
    >
      <MessagesButton />
    </Suspense>
  );
}

/** The member's links beside the bell: its credits (a manufacturer's, from 36em up), then 'Mesajlar'. */
function MemberLinks() {
  const user = useMemberUser();
  return (
    <>
      {user?.role === 'imalatci' && (
        <Box visibleFrom="xs">
          <Suspense fallback={null}>
            <CreditsBadge />
          </Suspense>
        </Box>
      )}
      <MessagesLink />
    </>
  );
}

/** Header, page, footer and (on small screens) the bottom bar: the frame of the public site and the member area. */
export function SiteLayout() {
  // not on the logout page: its token is being revoked (as the bell, notifications-dropdown.tsx)
  const user = useMemberUser();
  const { pathname } = useLocation();
  const member = user !== null && pathname.toLowerCase() !== MEMBER_LOGOUT.toLowerCase();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader
        Search={SearchIsland}
        Translate={TranslateIsland}
        PhoneMenu={PhoneMenuIsland}
        MemberLinks={member ? MemberLinks : undefined}
      />
      {member && (
        <Suspense fallback={null}>
          {/* a login replaced in another tab: the stream of the new one (its ticket names the member) */}
          <LiveUpdates key={user.email} />
        </Suspense>
      )}
      {/* focusable from the skip link only; the focus ring stays with the controls inside */}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="xl"
        w="100%"
        py="lg"
        style={{ flex: 1, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <SiteFooter tagHref={textSearchHref} newsletter={<NewsletterIsland />} />
      <MobileFooter />
    </Box>
  );
}
