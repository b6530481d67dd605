// The workbench's queue and decisions (/adn_api/v2/moderation/queue, …/approve, …/reject, a request's reach): a
// decision reloads the queue.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationKind } from '@tedarik/contract/moderation/admin';
import { approveItems, getQueue, getRequestReach, rejectItem } from '@tedarik/contract/moderation/admin-queue';
import { call } from '../../../lib/call';
import { moderationKeys } from './keys';

export type QueueOrder = 'oldest' | 'newest';

/** GET /adn_api/v2/moderation/queue → the waiting items of a kind (or all), 30 a page. */
export const queueQuery = (kind: ModerationKind | undefined, order: QueueOrder) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(kind, order),
    queryFn: ({ pageParam }) => call(getQueue, { query: { kind, order, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /adn_api/v2/moderation/requests/{id}/reach → 'Bu talep N firmaya ulaşacak', asked when approval is begun. */
export const reachQuery = (requestId: number) =>
  queryOptions({
    queryKey: moderationKeys.reach(requestId),
    queryFn: () => call(getRequestReach, { params: { id: requestId } }),
    staleTime: 0,
  });

export type ItemRef = { kind: ModerationKind; id: number };
export type Decision =
  | { what: 'approve'; items: ItemRef[] }
  | { what: 'reject'; item: ItemRef; reasonId: number; note: string };

/** Approves items or rejects one; the queue reloads. */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.what === 'approve'
        ? call(approveItems, { body: { items: d.items } })
        : call(rejectItem, { body: { ...d.item, reasonId: d.reasonId, note: d.note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
