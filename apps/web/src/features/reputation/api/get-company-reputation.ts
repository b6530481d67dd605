import { queryOptions } from '@tanstack/react-query';
import { getCompanyReputation } from '@tedarik/contract/reputation/public';
import { call } from '../../../lib/call';
import { reputationKeys } from './keys';

/** GET /api/v2/companies/{id}/reputation: the company's figures over the last 12 months. */
export const companyReputationQuery = (id: number) =>
  queryOptions({
    queryKey: reputationKeys.figures(id),
    queryFn: () => call(getCompanyReputation, { params: { id } }),
  });
