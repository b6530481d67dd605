import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office home page. The pending work is under a shared root: the requests, offers, packages
// and support areas invalidate it when they moderate what it lists.
export const contentAdminKeys = {
  counters: () => ['admin', 'content', 'counters'] as const,
  pendingWork: () => backOfficeKeys.pendingWork,
};
