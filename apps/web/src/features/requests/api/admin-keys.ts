import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office request screens (keys.ts holds the public and member ones). Lists of requests sit
// under the shared requests root; a request's offers carry their ratings, so they sit under the ratings root, which
// a rating's status change invalidates.
export const requestAdminKeys = {
  all: backOfficeKeys.requests,
  pages: () => [...backOfficeKeys.requests, 'page'] as const,
  /** a page of every request, or of those in one moderation state (-1, 1, 0) */
  page: (page: number, state?: -1 | 0 | 1) => [...requestAdminKeys.pages(), page, state ?? 'all'] as const,
  searches: () => [...backOfficeKeys.requests, 'search'] as const,
  search: (text: string) => [...requestAdminKeys.searches(), text] as const,
  /** the member's requests, or one of them on its own (?talep=) */
  member: (memberId: number, requestId?: number) =>
    [...backOfficeKeys.requests, 'member', memberId, requestId ?? 'all'] as const,
  offers: (requestId: number) => [...backOfficeKeys.ratings, 'request-offers', requestId] as const,
};
