// Query keys of the back-office inbox: the unread count of the top bar, the contact messages and the newsletter
// subscribers. Both lists are bare arrays of 50 (decision 0013), a page each; the newsletter's also per search.

/** The newsletter list's page and e-mail search, as in its URL (?sayfa=2&ara=gmail). */
export type SubscriberFilter = { page: number; text: string };

export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  unreadCount: () => [...inboxKeys.all, 'unread-count'] as const,
  /** every page of the contact messages, and each message */
  messages: () => [...inboxKeys.all, 'messages'] as const,
  messagePage: (page: number) => [...inboxKeys.messages(), 'page', page] as const,
  message: (id: number) => [...inboxKeys.messages(), 'detail', id] as const,
  /** every page of every search of the newsletter list */
  subscribers: () => [...inboxKeys.all, 'subscribers'] as const,
  subscriberPage: (filter: SubscriberFilter) => [...inboxKeys.subscribers(), filter.page, filter.text] as const,
};
