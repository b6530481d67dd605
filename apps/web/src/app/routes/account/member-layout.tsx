import { MemberShell } from '../../../features/accounts/components/member-shell';
import { ConsentPrompt } from '../../../features/consents/components/consent-prompt';
import { lazyPage } from '../../lazy-page';
import { type SegmentModule, screenLookup } from '../../segment-match';
import { useSegment } from '../../segment-route';
import { memberMenuOf, memberScreens } from './screens';

/** Each screen's page, fetched apart from the frame (lazy-page.tsx). */
const pages = new Map(memberScreens.map(({ path, load }) => [path, lazyPage(load)]));

/**
 * The member frame around the page of the screen matched: one component for every screen, so that the frame stays
 * while a member goes from page to page, and the page shows inside it once its chunk is in.
 */
function MemberFrame() {
  const Page = pages.get(useSegment().id)?.Page;
  // a new version of a legal text is asked again (or told) on whichever page the member opens after login
  return (
    <MemberShell menuOf={memberMenuOf}>
      <ConsentPrompt />
      {Page && <Page />}
    </MemberShell>
  );
}

/**
 * How long the route waits for the page's chunk before it shows the frame with a loader in the page's place: a chunk
 * that is in or nearly in (the entry asked for it with the app's parts: app-parts.ts) shows with the frame in one pass,
 * and on a phone the menu under the page does not move as the page replaces its loader (decision 0050).
 */
const PAGE_WAIT_MS = 150;

/**
 * A screen's module for the site's splat route (segment-route.tsx, which sends a visitor to the login first): the frame
 * at once, and meanwhile the page's chunk, then its data as soon as its chunk is in (issue 35); a chunk that comes
 * within PAGE_WAIT_MS shows with the frame.
 */
const framed = (path: string): SegmentModule => ({
  Component: MemberFrame,
  loader: async ({ request }) => {
    const ready = pages
      .get(path)
      ?.preload()
      .then((page) => page.prefetch?.(new URL(request.url)))
      .catch(() => undefined);
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
    return null;
  },
});

/** The member screen of a path ('account-d-detay-talep-5'), with its parameters; null when it is none. */
export const memberScreenOf = screenLookup(memberScreens, ({ path }) => ({
  access: 'member',
  lazy: async () => framed(path),
}));
