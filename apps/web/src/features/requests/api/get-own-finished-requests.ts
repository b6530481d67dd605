import { queryOptions } from '@tanstack/react-query';
import { getOwnFinishedRequests } from '@tedarik/contract/requests/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/** GET /api/talepListesiBitmis: my finished or closed requests, newest first. */
export const ownFinishedRequestsQuery = () =>
  queryOptions({ queryKey: requestKeys.ownList(viewer(), true), queryFn: () => call(getOwnFinishedRequests) });
