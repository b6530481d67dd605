import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office request screens (keys.ts holds the public and member ones). Lists of requests sit
// under the shared requests root; a request's offers carry their ratings, so they sit under the ratings root, which
// a rating's status change invalidates.
export const requestAdminKeys = {
  all: backOfficeKeys.requests,
  pages: () => [...backOfficeKeys.requests, 'page'] as const,
  page: (page: number) => [...requestAdminKeys.pages(), page] as const,
  searches: () => [...backOfficeKeys.requests, 'search'] as const,
  search: (text: string) => [...requestAdminKeys.searches(), text] as const,
  member: (memberId: number) => [...backOfficeKeys.requests, 'member', memberId] as const,
  offers: (requestId: number) => [...backOfficeKeys.ratings, 'request-offers', requestId] as const,
};
