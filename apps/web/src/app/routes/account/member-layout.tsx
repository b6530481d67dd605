import type { ComponentType } from 'react';
import { Outlet, useMatches } from 'react-router';
import { MemberShell } from '../../../features/accounts/components/member-shell';
import { lazyPage } from '../../lazy-page';
import type { SegmentModule, SegmentRoute } from '../../segment-match';
import { memberPageOf } from './member-pages';

/**
 * The layout route of the static /account-d* paths (the guard is the route table's `requireMember`): the member
 * frame, and in it the page of the route matched, from the member pages' table (a route without a page, one that
 * redirects, shows nothing).
 */
export function Component() {
  const page = memberPageOf(useMatches().at(-1)?.id);
  return <MemberShell>{page ? <page.Page /> : <Outlet />}</MemberShell>;
}

// One component per page of the hyphenated families, so that React keeps the page's state across renders.
const framedPages = new Map<string, ComponentType>();

/**
 * A member page of the hyphenated families (site-segments.ts) in the member frame: the frame shows at once, the page
 * inside it once its chunk is in (lazy-page.tsx). Its module's loader is not run: such a page loads its own data.
 */
export function framed(route: SegmentRoute): SegmentModule {
  let Component = framedPages.get(route.id);
  if (!Component) {
    const { Page, preload } = lazyPage(route.lazy);
    preload().catch(() => undefined);
    Component = function FramedPage() {
      return (
        <MemberShell>
          <Page />
        </MemberShell>
      );
    };
    framedPages.set(route.id, Component);
  }
  return { Component };
}
