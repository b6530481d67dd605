// Query keys of the back-office's complaints and threads (/adminimt/sikayetler, /adminimt/konusma-{id}). Closing a
// thread or dismissing a complaint changes the queue and the thread (its state, its audit): they invalidate `all`.
export const conversationAdminKeys = {
  all: ['admin', 'conversations'] as const,
  /** the queue: the open complaints, or every one (`all`) */
  complaints: (all: boolean) => [...conversationAdminKeys.all, 'complaints', all ? 'all' : 'open'] as const,
  thread: (id: number) => [...conversationAdminKeys.all, 'thread', id] as const,
};
