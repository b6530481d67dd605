import { queryOptions } from '@tanstack/react-query';
import { getTickets } from '@tedarik/contract/support/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { supportKeys } from './keys';

/** GET /api/destekListesi: my support tickets, newest first, each with its state. */
export const ticketsQuery = () =>
  queryOptions({ queryKey: supportKeys.list(viewer()), queryFn: () => call(getTickets) });
