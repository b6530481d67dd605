// Legacy hyphenated paths ('/talep-detay-42', '/firma-ak-demir-7', '/adminimt/uye-detay-5').
//
// React Router matches whole path segments only: a segment is either static text or one `:param`, so
// 'talep-detay-:id' cannot be written. Every legacy family lives in ONE segment, though, so each area of the route
// table ends in a splat route ('*' for the site, 'adminimt/*' inside the back-office shell) that hands its segment to
// the tables of `site-segments.ts` (then the member area's, `routes/account/screens.ts`) / `routes/admin/screens.ts`:
// an anchored, case-insensitive regex per family whose named groups become the params. The public site's static paths
// stay ordinary routes (React Router ranks them above the splat); the member area's and the back-office's tables hold
// every screen, static ones included, so that they can stay out of the entry. A segment route is lazy like a React
// Router route: its module exports `Component` and optionally `loader` (see segment-route.tsx).
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

export type SegmentParams = Record<string, string>;

/** What a page knows about itself once its data is loaded: its title and meta description. */
export type PageMeta = { title?: string; description?: string };

export type SegmentModule = {
  Component: ComponentType;
  /** Its answer may carry `meta` (PageMeta): the page named after its data ('Çelik Boru | Site'). */
  loader?: (args: LoaderFunctionArgs & { segmentParams: SegmentParams }) => unknown;
};

export type SegmentRoute = {
  id: string;
  /** Anchored with ^…$ and flagged `i` (React Router's static paths are case-insensitive too). */
  pattern: RegExp;
  title: string;
  /** 'member': needs a stored member session (visitors go to /Account-Login): the member area's screens. */
  access?: 'member';
  lazy: () => Promise<SegmentModule>;
};

export type SegmentMatch = { route: SegmentRoute; params: SegmentParams };

/** A path of a table of screens as a pattern, ':id' (':page') a number: 'uye-detay-:id' → /^uye-detay-(?<id>\d+)$/i */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>\\d+)')}$`, 'i');

/** The first route whose pattern matches the whole segment (trailing slashes ignored), with its named groups. */
export function matchSegment(routes: readonly SegmentRoute[], segment: string): SegmentMatch | null {
  const value = segment.replace(/\/+$/, '');
  for (const route of routes) {
    const match = route.pattern.exec(value);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

/**
 * The lookup of a table of screens (the member area's, the back-office's): the screen of a segment, matched whole by
 * its path, titled by its label, with its parameters; null when no screen has it. `route` gives its module.
 */
export function screenLookup<S extends { path: string; label: string }>(
  screens: readonly S[],
  route: (screen: S) => Pick<SegmentRoute, 'lazy' | 'access'>,
): (segment: string) => SegmentMatch | null {
  const routes = screens.map((screen) => ({
    id: screen.path,
    pattern: patternOf(screen.path),
    title: screen.label,
    ...route(screen),
  }));
  return (segment) => matchSegment(routes, segment);
}
