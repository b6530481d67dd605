import type { Query } from '@tanstack/react-query';

/**
 * The `meta` of a query that polls in the background (the back-office's unread-message badge): its refetches are
 * not the page loading, so busy indicators pass over it.
 */
export const POLLING = { polling: true } as const;

export const isPolling = (query: Query) => query.meta?.polling === true;
