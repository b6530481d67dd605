import { useEffect, useSyncExternalStore } from 'react';
import { type UIMatch, useMatches } from 'react-router';

type MatchText = string | ((match: UIMatch) => string | undefined);

/**
 * Routes name their page in `handle.title` and may describe it in `handle.description` (the meta description): a
 * string, or a function of the match for pages whose text depends on the URL or the loader data (the legacy segment
 * routes). The deepest match that has one wins.
 */
export type RouteHandle = { title?: MatchText; description?: MatchText };

function textOf(match: UIMatch, key: keyof RouteHandle): string | undefined {
  const value = (match.handle as RouteHandle | undefined)?.[key];
  return typeof value === 'function' ? value(match) : value;
}

/** The deepest match's title or description (the server names a rendered page with it too: entry-server.tsx). */
export function deepest(matches: UIMatch[], key: keyof RouteHandle): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const text = textOf(matches[i], key);
    if (text) return text;
  }
  return undefined;
}

// A page named after its data once the data is there (a member's request: '1.200 Adet Çelik Boru'): the page shows
// inside its frame before its data arrives, so the name cannot come from a loader that waits for it (issue 35).
let dataTitle: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setDataTitle = (title: string | undefined) => {
  dataTitle = title;
  for (const listener of listeners) listener();
};

/** Names the page after its data while it is shown (undefined: the route's own title). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    setDataTitle(title);
    return () => setDataTitle(undefined);
  }, [title]);
}

export function useRouteTitle(): string | undefined {
  const own = useSyncExternalStore(
    subscribe,
    () => dataTitle,
    () => undefined,
  );
  const matches = useMatches();
  return own ?? deepest(matches, 'title');
}

/** The page's own meta description, if its route gives one (the site's description is the fallback). */
export function useRouteDescription(): string | undefined {
  return deepest(useMatches(), 'description');
}
