import { queryOptions } from '@tanstack/react-query';
import { getAlertNotifications } from '@tedarik/contract/notifications/member';
import { call } from '../../../lib/call';
import { POLLING } from '../../../lib/polling';
import { viewer } from '../../../lib/viewer';
import { siteKeys } from './keys';

/**
 * GET /api/bildirimUyarilar: alerts about my requests and offers (approved, rejected, an offer received, accepted,
 * rated) and how many are unread; polled once a minute in the background.
 */
export const alertNotificationsQuery = () =>
  queryOptions({
    queryKey: siteKeys.notifications(viewer(), 'uyarilar'),
    queryFn: () => call(getAlertNotifications),
    refetchInterval: 60_000,
    meta: POLLING,
  });
