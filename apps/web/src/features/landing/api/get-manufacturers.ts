import { queryOptions } from '@tanstack/react-query';
import { getManufacturers } from '@tedarik/contract/landing/public';
import { call } from '../../../lib/call';

export const landingKeys = {
  all: ['landing'] as const,
  page: (category: string, province: string | undefined, page: number) =>
    [...landingKeys.all, category, province ?? null, page] as const,
};

/** GET /api/v2/manufacturers: a landing page's companies (/imalatcilar/{category}/{province}). */
export const manufacturersQuery = (category: string, province: string | undefined, page: number) =>
  queryOptions({
    queryKey: landingKeys.page(category, province, page),
    queryFn: () => call(getManufacturers, { query: { category, province, page } }),
  });
