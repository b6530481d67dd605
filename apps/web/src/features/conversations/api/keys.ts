// Query keys of the member's conversations (issue 38). Under the member root ('member', features/accounts/api/keys.ts)
// that the logout removes, and per login (the member's e-mail). The live stream (live.ts) invalidates them by these.
export const conversationKeys = {
  all: (viewer: string | null) => ['member', 'conversations', viewer] as const,
  /** 'Mesajlar': the member's threads, newest message first, page by page */
  list: (viewer: string | null) => [...conversationKeys.all(viewer), 'list'] as const,
  /** the header's count of unread messages */
  unread: (viewer: string | null) => [...conversationKeys.all(viewer), 'unread'] as const,
  /** a thread's messages, newest page first */
  thread: (viewer: string | null, id: number) => [...conversationKeys.all(viewer), 'thread', id] as const,
  /** a request's threads (its owner: all; a supplier: its own) */
  request: (viewer: string | null, requestId: number) =>
    [...conversationKeys.all(viewer), 'request', requestId] as const,
};
