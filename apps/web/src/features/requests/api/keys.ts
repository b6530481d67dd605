// Query keys of the public request lists and pages. Each is keyed by the viewer (the member's e-mail, null for a
// visitor): the answers differ, and a login or logout must never show the other one's.
import { requestRoots } from '../../../lib/own-request-cache';

export const requestKeys = {
  all: requestRoots.all,
  /** a page of the open requests, of a category's, of a typed text's (issue 51) */
  list: (categoryId: number | undefined, page: number, viewer: string | null, text?: string) =>
    [...requestKeys.all, 'list', categoryId ?? null, page, viewer, text ?? null] as const,
  home: (viewer: string | null) => [...requestKeys.all, 'home', viewer] as const,
  detail: (id: number, viewer: string | null) => [...requestKeys.all, 'detail', id, viewer] as const,
  /** the buyer's own requests (lib/own-request-cache.ts: the offers area writes them too) */
  own: requestRoots.own,
  ownList: (viewer: string | null, finished: boolean) =>
    [...requestKeys.own(viewer), 'list', finished ? 'finished' : 'active'] as const,
  ownDetail: requestRoots.ownDetail,
};
