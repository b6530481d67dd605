// The back-office's quote credits (/adminimt/teklif-haklari, /adminimt/ek-teklif-paketleri): the company picker, a
// company's balance and ledger by cursor, a correction, the packs and the spent/refunded stats. A correction reloads
// the company and the stats; a pack's save reloads the packs.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import {
  addCreditPack,
  correctCompanyCredits,
  findCreditCompanies,
  getCompanyCredits,
  getCreditPacks,
  getCreditStats,
  updateCreditPack,
} from '@tedarik/contract/credits/admin';
import { call } from '../../../lib/call';
import { creditKeys } from './keys';

/** GET /adn_api/v2/credits/companies?q= (2 letters or more) */
export const creditCompaniesQuery = (q: string) =>
  queryOptions({
    queryKey: [...creditKeys.admin, 'find', q] as const,
    queryFn: () => call(findCreditCompanies, { query: { q } }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** GET /adn_api/v2/credits/companies/{id}?cursor=: the balance with each page of the ledger ('Daha Fazla') */
export const companyCreditsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: creditKeys.company(id),
    queryFn: ({ pageParam }) => call(getCompanyCredits, { params: { id }, query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.ledger.nextCursor === null ? undefined : Number(page.ledger.nextCursor)),
  });

/** GET /adn_api/v2/credits/stats?days= */
export const creditStatsQuery = (days: number) =>
  queryOptions({ queryKey: creditKeys.stats(days), queryFn: () => call(getCreditStats, { query: { days } }) });

/** GET /adn_api/v2/credits/packs */
export const creditPacksQuery = () =>
  queryOptions({ queryKey: creditKeys.packs(), queryFn: () => call(getCreditPacks) });

/** POST /adn_api/v2/credits/companies/{id}/corrections */
export function useCorrectCredits(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof correctCompanyCredits>) => call(correctCompanyCredits, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.admin }),
  });
}

/** POST /adn_api/v2/credits/packs, or PUT …/{id} when `id` is given */
export function useSavePack(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addCreditPack>) =>
      id === undefined ? call(addCreditPack, { body }) : call(updateCreditPack, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.packs() }),
  });
}
