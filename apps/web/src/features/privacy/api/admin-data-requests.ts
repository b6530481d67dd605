// The back-office's queue of KVKK data requests (/adminimt/veri-talepleri): open or closed by cursor; a request
// logged; the member's data prepared, its account erased; a request closed. Every write reloads the queue.
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDataRequest,
  closeDataRequest,
  eraseDataRequestMember,
  getDataRequests,
  type NewDataRequest,
  prepareDataRequestExport,
} from '@tedarik/contract/privacy/admin';
import { call } from '../../../lib/call';

export type QueueState = 'open' | 'closed';
const dataRequestKeys = {
  all: ['admin', 'data-requests'] as const,
  list: (state: QueueState) => ['admin', 'data-requests', state] as const,
};

/** GET /adn_api/v2/data-requests?state= : open ones by deadline, closed ones newest first, 30 a page */
export const dataRequestsQuery = (state: QueueState) =>
  infiniteQueryOptions({
    queryKey: dataRequestKeys.list(state),
    queryFn: ({ pageParam }) => call(getDataRequests, { query: { state, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

const useQueueWrite = <T, R>(write: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRequestKeys.all }),
  });
};

/** POST /adn_api/v2/data-requests */
export const useAddDataRequest = () => useQueueWrite((body: NewDataRequest) => call(addDataRequest, { body }));

/** POST /adn_api/v2/data-requests/{id}/close */
export const useCloseDataRequest = () =>
  useQueueWrite((input: { id: number; status: 'tamamlandi' | 'reddedildi'; answer: string }) =>
    call(closeDataRequest, { params: { id: input.id }, body: { status: input.status, answer: input.answer } }),
  );

/** POST /adn_api/v2/data-requests/{id}/erase: 'Üyeliği Sil' */
export const useEraseRequestMember = () =>
  useQueueWrite((id: number) => call(eraseDataRequestMember, { params: { id } }));

/** POST /adn_api/v2/data-requests/{id}/export: 'Verilerini Hazırla' */
export const usePrepareRequestExport = () =>
  useQueueWrite((id: number) => call(prepareDataRequestExport, { params: { id } }));
