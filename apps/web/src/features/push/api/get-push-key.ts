import { queryOptions } from '@tanstack/react-query';
import { pushKey } from '@tedarik/contract/push/public';
import { call } from '../../../lib/call';
import { pushKeys } from './keys';

/** GET /api/v2/push/key: the server's public VAPID key, the browser subscribes with it. It changes only with a new pair. */
export const pushKeyQuery = () =>
  queryOptions({ queryKey: pushKeys.key(), queryFn: () => call(pushKey), staleTime: Number.POSITIVE_INFINITY });
