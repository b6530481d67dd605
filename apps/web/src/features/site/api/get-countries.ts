import { queryOptions } from '@tanstack/react-query';
import { getCountries } from '@tedarik/contract/settings/public';
import { call } from '../../../lib/call';
import { siteKeys } from './keys';

/** GET /api/UlkelerVeİller: countries with their cities (the path holds a dotted capital İ, sent encoded). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: siteKeys.countries(),
    queryFn: () => call(getCountries),
    staleTime: Number.POSITIVE_INFINITY,
  });
