// Query keys of the member's support desk. Under the member root ('member', features/accounts/api/keys.ts) that the
// logout removes, and per login (the member's e-mail): another member's tickets never stand in for this one's.
export const supportKeys = {
  all: (viewer: string | null) => ['member', 'support', viewer] as const,
  list: (viewer: string | null) => [...supportKeys.all(viewer), 'list'] as const,
  thread: (viewer: string | null, id: number) => [...supportKeys.all(viewer), 'thread', id] as const,
};
