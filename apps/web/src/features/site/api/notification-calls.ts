/**
 * The notification calls' definitions come with zod; the header is in the entry chunk, so they are loaded with the
 * first call (as settings.ts does for the footer) and the entry stays free of them.
 */
export const loadNotificationCalls = () => import('@tedarik/contract/notifications/member');
