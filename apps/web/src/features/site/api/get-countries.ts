import { queryOptions } from '@tanstack/react-query';
import type { Countries } from '@tedarik/contract/site';
import { getJson } from '../../../lib/http';

/** GET /api/UlkelerVeİller: countries with their cities (the path holds a dotted capital İ). */
export const fetchCountries = () => getJson<Countries>(encodeURI('/api/UlkelerVeİller'));

export const countriesQuery = () =>
  queryOptions({ queryKey: ['site', 'countries'], queryFn: fetchCountries, staleTime: Number.POSITIVE_INFINITY });
