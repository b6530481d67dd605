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

function deepest(matches: UIMatch[], key: keyof RouteHandle): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const text = textOf(matches[i], key);
    if (text) return text;
  }
  return undefined;
}

export function useRouteTitle(): string | undefined {
  return deepest(useMatches(), 'title');
}

/** The page's own meta description, if its route gives one (the site's description is the fallback). */
export function useRouteDescription(): string | undefined {
  return deepest(useMatches(), 'description');
}
