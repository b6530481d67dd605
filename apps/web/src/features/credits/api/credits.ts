// The member's quote credits (/hesabim/teklif-haklari, the header, the feed): its balance and packs, its ledger by
// cursor. An offer changes them: the offer form invalidates `creditKeys.mine`.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getMyCreditLedger, getMyCredits } from '@tedarik/contract/credits/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { creditKeys } from './keys';

/** GET /api/v2/credits */
export const myCreditsQuery = () =>
  queryOptions({ queryKey: creditKeys.mine(viewer()), queryFn: () => call(getMyCredits) });

/** GET /api/v2/credits/ledger?cursor= — 'Daha Fazla' for the next page */
export const myCreditLedgerQuery = () =>
  infiniteQueryOptions({
    queryKey: creditKeys.ledger(viewer()),
    queryFn: ({ pageParam }) => call(getMyCreditLedger, { query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });
