import { useMutation } from '@tanstack/react-query';
import { savePushSubscription } from '@tedarik/contract/push/member';
import { call } from '../../../lib/call';
import { subscribeBrowser } from '../browser-push';

/**
 * Asks the browser's permission, subscribes it with the server's key and hands the subscription over (POST
 * /api/v2/push/subscriptions). Nothing the server keeps is read back: the browser's own subscription is the state.
 */
export function useTurnPushOn() {
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeBrowser(publicKey);
      return call(savePushSubscription, { body: subscription });
    },
  });
}
