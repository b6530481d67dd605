import { infiniteQueryOptions } from '@tanstack/react-query';
import { getBulletins } from '@tedarik/contract/rates/admin';
import { call } from '../../../lib/call';
import { ratesAdminKeys } from './admin-keys';

/** GET /adn_api/v2/rates → the stored bulletins, newest first, 30 a page (cursor: the last day shown). */
export const bulletinsQuery = () =>
  infiniteQueryOptions({
    queryKey: ratesAdminKeys.bulletins(),
    queryFn: ({ pageParam }) => call(getBulletins, { query: { cursor: pageParam, limit: 30 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
