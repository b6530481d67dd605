import { MemberShell } from '../../../features/accounts/components/member-shell';
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
  return <MemberShell menuOf={memberMenuOf}>{Page && <Page />}</MemberShell>;
}

/**
 * A screen's module for the site's splat route (segment-route.tsx, which sends a visitor to the login first): the frame
 * at once, and meanwhile the page's chunk, then its data as soon as its chunk is in (issue 35).
 */
const framed = (path: string): SegmentModule => ({
  Component: MemberFrame,
  loader: ({ request }) => {
    pages
      .get(path)
      ?.preload()
      .then((page) => page.prefetch?.(new URL(request.url)))
      .catch(() => undefined);
    return null;
  },
});

/** The member screen of a path ('account-d-detay-talep-5'), with its parameters; null when it is none. */
export const memberScreenOf = screenLookup(memberScreens, ({ path }) => ({
  access: 'member',
  lazy: async () => framed(path),
}));

/**
 * Starts fetching the page of a member path's screen ('account-d'), if it is one: the entry asks for it beside the
 * app's parts (app-parts.ts), and the route's loader finds it in.
 */
export function preloadScreenOf(segment: string) {
  const match = memberScreenOf(segment);
  if (match)
    pages
      .get(match.route.id)
      ?.preload()
      .catch(() => undefined);
}
