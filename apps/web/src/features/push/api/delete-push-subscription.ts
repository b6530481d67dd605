import { useMutation } from '@tanstack/react-query';
import { deletePushSubscription } from '@tedarik/contract/push/member';
import { call } from '../../../lib/call';
import { browserEndpoint, unsubscribeBrowser } from '../browser-push';

/**
 * Deletes the browser's subscription at the server (DELETE /api/v2/push/subscriptions, by its endpoint), then ends it
 * in the browser: a failed call leaves both as they were.
 */
export function useTurnPushOff() {
  return useMutation({
    mutationFn: async () => {
      const endpoint = await browserEndpoint();
      if (endpoint) await call(deletePushSubscription, { body: { endpoint } });
      await unsubscribeBrowser();
    },
  });
}
