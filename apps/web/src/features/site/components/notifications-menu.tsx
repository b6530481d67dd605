import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The lists, their polling and the relative times are not needed for the first paint: loaded after it, out of the
// entry chunk, with the same bell standing in meanwhile.
const NotificationsDropdown = lazy(() => import('./notifications-dropdown'));

function BellPlaceholder() {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label="Bildirimler" disabled>
      <IconBell size={22} />
    </ActionIcon>
  );
}

/** The notification dropdowns of the header for a logged-in member ('Talepler' and 'Uyarılar'). */
export function NotificationsMenu() {
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <NotificationsDropdown />
    </Suspense>
  );
}
