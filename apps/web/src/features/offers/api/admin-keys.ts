import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office rating screens. Every list with a rating's status sits under the shared ratings root.
export const offerAdminKeys = {
  ratings: backOfficeKeys.ratings,
  memberRatings: (memberId: number) => [...backOfficeKeys.ratings, 'member', memberId] as const,
};
