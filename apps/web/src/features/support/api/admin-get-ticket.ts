import { queryOptions } from '@tanstack/react-query';
import { getAdminTicket } from '@tedarik/contract/support/admin';
import { call } from '../../../lib/call';
import { supportAdminKeys } from './admin-keys';

/** GET /adn_api/destekdetay-{id} → the ticket, its messages oldest first, and the member's name. */
export const adminTicketQuery = (id: number) =>
  queryOptions({
    queryKey: supportAdminKeys.thread(id),
    queryFn: () => call(getAdminTicket, { params: { id } }),
  });
