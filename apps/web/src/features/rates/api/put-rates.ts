import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putRates } from '@tedarik/contract/rates/admin';
import { call } from '../../../lib/call';
import { ratesAdminKeys } from './admin-keys';

export type RatesEntry = { date: string; usd: string; eur: string };

/** PUT /adn_api/v2/rates/{date} { usd, eur } → the day's bulletin as entered; the lists and the job's state reload. */
export function usePutRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, usd, eur }: RatesEntry) => call(putRates, { params: { date }, body: { usd, eur } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesAdminKeys.all }),
  });
}
