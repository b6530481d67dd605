import { queryOptions } from '@tanstack/react-query';
import { getTicket } from '@tedarik/contract/support/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { supportKeys } from './keys';

/** GET /api/destekDetay-{id}: my ticket and its messages, oldest first (404 for anyone else's). */
export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.thread(viewer(), id),
    queryFn: () => call(getTicket, { params: { id } }),
  });
