import { queryOptions } from '@tanstack/react-query';
import { getRequestNotifications } from '@tedarik/contract/notifications/member';
import { call } from '../../../lib/call';
import { POLLING } from '../../../lib/polling';
import { viewer } from '../../../lib/viewer';
import { siteKeys } from './keys';

/**
 * GET /api/bildirimTalepler: new requests for the company's products (buyer masked) and how many are unread;
 * polled once a minute in the background.
 */
export const requestNotificationsQuery = () =>
  queryOptions({
    queryKey: siteKeys.notifications(viewer(), 'talepler'),
    queryFn: () => call(getRequestNotifications),
    refetchInterval: 60_000,
    meta: POLLING,
  });
