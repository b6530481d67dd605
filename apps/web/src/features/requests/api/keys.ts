// Query keys of the public request lists and pages. Each is keyed by the viewer (the member's e-mail, null for a
// visitor): the answers differ, and a login or logout must never show the other one's.
export const requestKeys = {
  all: ['requests'] as const,
  list: (categoryId: number | undefined, page: number, viewer: string | null) =>
    [...requestKeys.all, 'list', categoryId ?? null, page, viewer] as const,
  home: (viewer: string | null) => [...requestKeys.all, 'home', viewer] as const,
  detail: (id: number, viewer: string | null) => [...requestKeys.all, 'detail', id, viewer] as const,
  /**
   * The buyer's own requests. Under the member root ('member', features/accounts/api/keys.ts) that the logout
   * removes, and per login: another member's requests never stand in for this one's.
   */
  own: (viewer: string | null) => ['member', 'requests', viewer] as const,
  ownList: (viewer: string | null, finished: boolean) =>
    [...requestKeys.own(viewer), 'list', finished ? 'finished' : 'active'] as const,
  ownDetail: (viewer: string | null, id: number) => [...requestKeys.own(viewer), 'detail', id] as const,
};
