import { queryOptions } from '@tanstack/react-query';
import { getContactMessage } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { inboxKeys } from './keys';

/** GET /adn_api/iletisimdetay-{id} → the message (reading it does not mark it read). */
export const contactMessageQuery = (id: number) =>
  queryOptions({ queryKey: inboxKeys.message(id), queryFn: () => call(getContactMessage, { params: { id } }) });
