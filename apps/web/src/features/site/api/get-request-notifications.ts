import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { POLLING } from '../../../lib/polling';
import { viewer } from '../../../lib/viewer';
import { siteKeys } from './keys';
import { loadNotificationCalls } from './notification-calls';

/**
 * GET /api/bildirimTalepler: new requests for the company's products (buyer masked) and how many are unread;
 * polled once a minute in the background.
 */
export const requestNotificationsQuery = () =>
  queryOptions({
    queryKey: siteKeys.notifications(viewer(), 'talepler'),
    queryFn: async () => call((await loadNotificationCalls()).getRequestNotifications),
    refetchInterval: 60_000,
    meta: POLLING,
  });
