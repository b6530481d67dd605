/**
 * For a query that the route's loader has just fetched: a failure (a 404, say) is shown as it is instead of being
 * fetched a second time on mount. The loader fetches it again on the next visit.
 */
export const LOADED = { retryOnMount: false } as const;
