// Query keys of a manufacturer's offers: the requests it may offer on and its own offers. Under the member root
// ('member', features/accounts/api/keys.ts) that the logout removes, and per login (the member's e-mail).
export const offerKeys = {
  all: (viewer: string | null) => ['member', 'offers', viewer] as const,
  feed: (viewer: string | null, page: number) => [...offerKeys.all(viewer), 'feed', page] as const,
  own: (viewer: string | null) => [...offerKeys.all(viewer), 'own'] as const,
  ownDetail: (viewer: string | null, requestId: number) => [...offerKeys.all(viewer), 'own', requestId] as const,
  /** the buyer's comparison of a request's offers, per KDV mode, bulletin day and order */
  comparison: (viewer: string | null, requestId: number, query: object) =>
    [...offerKeys.all(viewer), 'comparison', requestId, query] as const,
  /** the v2 view of my offer on a request (issue 37) */
  mine: (viewer: string | null, requestId: number) => [...offerKeys.all(viewer), 'mine', requestId] as const,
  versions: (viewer: string | null, offerId: number) => [...offerKeys.all(viewer), 'versions', offerId] as const,
  /** the buyer's desk of a request */
  desk: (viewer: string | null, requestId: number) => [...offerKeys.all(viewer), 'desk', requestId] as const,
};
