import { queryOptions } from '@tanstack/react-query';
import { getCompanyReviews } from '@tedarik/contract/reputation/public';
import { call } from '../../../lib/call';
import { reputationKeys } from './keys';

/** How many reviews a page of the company page shows. */
export const REVIEWS_PAGE = 10;

/** GET /api/v2/companies/{id}/reviews: a page of its active reviews, newest first (from `cursor`). */
export const companyReviewsQuery = (id: number, cursor: number | undefined) =>
  queryOptions({
    queryKey: reputationKeys.reviews(id, cursor),
    queryFn: () => call(getCompanyReviews, { params: { id }, query: { cursor, limit: REVIEWS_PAGE } }),
  });
