import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead } from '@tedarik/contract/notifications/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { siteKeys } from './keys';

/** POST /api/bildirimOkundu {tur}: the list was opened, all of it is read; its query is fetched again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tur: 'talepler' | 'uyarilar') => call(markNotificationsRead, { body: { tur } }),
    onSuccess: (_, tur) => queryClient.invalidateQueries({ queryKey: siteKeys.notifications(viewer(), tur) }),
  });
}
