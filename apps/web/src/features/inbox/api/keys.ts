// Query keys of the back-office inbox.
export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  unreadCount: () => [...inboxKeys.all, 'unread-count'] as const,
};
