import { type UIMatch, useMatches } from 'react-router';

/**
 * Routes name their page in `handle.title`: a string, or a function of the match for pages whose title depends on
 * the URL or the loader data (the legacy segment routes). The deepest titled match wins.
 */
export type RouteHandle = { title?: string | ((match: UIMatch) => string | undefined) };

function titleOf(match: UIMatch): string | undefined {
  const title = (match.handle as RouteHandle | undefined)?.title;
  return typeof title === 'function' ? title(match) : title;
}

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = titleOf(matches[i]);
    if (title) return title;
  }
  return undefined;
}
