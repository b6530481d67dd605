import { backOfficeKeys } from '../../../lib/admin-query-keys';

// Query keys of the back-office package screens (keys.ts holds the member's). A member's packages live in the
// member's page (backOfficeKeys.memberDetail), which this area updates from its answers.
export const packageAdminKeys = {
  all: ['admin', 'packages'] as const,
  definitions: () => [...packageAdminKeys.all, 'definitions'] as const,
  definition: (id: number) => [...packageAdminKeys.definitions(), id] as const,
  active: () => [...packageAdminKeys.all, 'active'] as const,
  /** every member's page: the choices (paketS) come from the definitions */
  members: backOfficeKeys.members,
  memberDetail: backOfficeKeys.memberDetail,
  pendingWork: () => backOfficeKeys.pendingWork,
};
