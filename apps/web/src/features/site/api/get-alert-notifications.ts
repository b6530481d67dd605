import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { POLLING } from '../../../lib/polling';
import { viewer } from '../../../lib/viewer';
import { siteKeys } from './keys';
import { loadNotificationCalls } from './notification-calls';

/**
 * GET /api/bildirimUyarilar: alerts about my requests and offers (approved, rejected, an offer received, accepted,
 * rated) and how many are unread; polled once a minute in the background.
 */
export const alertNotificationsQuery = () =>
  queryOptions({
    queryKey: siteKeys.notifications(viewer(), 'uyarilar'),
    queryFn: async () => call((await loadNotificationCalls()).getAlertNotifications),
    refetchInterval: 60_000,
    meta: POLLING,
  });
