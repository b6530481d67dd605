// Query keys of the administrator's own account.
export const adminKeys = {
  all: ['admin'] as const,
  user: () => [...adminKeys.all, 'user'] as const,
};
