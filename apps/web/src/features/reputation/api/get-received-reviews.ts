import { infiniteQueryOptions } from '@tanstack/react-query';
import { receivedReviews } from '@tedarik/contract/reputation/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { reputationKeys } from './keys';

/** GET /api/v2/reviews/received: the reviews of the member's company, newest first, 20 a page. */
export const receivedReviewsQuery = () =>
  infiniteQueryOptions({
    queryKey: reputationKeys.received(viewer()),
    queryFn: ({ pageParam, signal }) => call(receivedReviews, { query: { cursor: pageParam, limit: 20 } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });
