import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office's company product screens (keys.ts holds the public ones). A product's change shows
// in its member's list and in the member's page (its product count).
export const productAdminKeys = {
  all: ['admin', 'products'] as const,
  member: (memberId: number) => [...productAdminKeys.all, 'member', memberId] as const,
  detail: (id: number) => [...productAdminKeys.all, 'detail', id] as const,
  catalogChoices: () => ['admin', 'catalog-choices'] as const,
  members: backOfficeKeys.members,
};
