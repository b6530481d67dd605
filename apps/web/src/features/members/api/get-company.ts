import { queryOptions } from '@tanstack/react-query';
import { getCompany } from '@tedarik/contract/members/public';
import { call } from '../../../lib/call';
import { memberKeys } from './keys';

/** GET /api/firmadetay-{id}: the public company page with its products and sidebar ads. */
export const companyQuery = (id: number) =>
  queryOptions({ queryKey: memberKeys.company(id), queryFn: () => call(getCompany, { params: { id } }) });
