import { queryOptions } from '@tanstack/react-query';
import { getAdminCounters } from '@tedarik/contract/content/admin-home';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/counted → {firmaC, uyeC, urunC, talepC}: every company, member, product and request. */
export const adminCountersQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.counters(), queryFn: () => call(getAdminCounters) });
