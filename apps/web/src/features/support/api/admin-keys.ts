import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office's support desk (keys.ts holds the member's, under the member root). An answer
// changes a ticket's state in the list and takes it off the dashboard's pending tickets.
export const supportAdminKeys = {
  all: ['admin', 'support'] as const,
  pages: () => [...supportAdminKeys.all, 'page'] as const,
  page: (page: number) => [...supportAdminKeys.pages(), page] as const,
  thread: (id: number) => [...supportAdminKeys.all, 'thread', id] as const,
  pendingWork: backOfficeKeys.pendingWork,
};
