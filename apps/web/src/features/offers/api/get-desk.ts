import { queryOptions } from '@tanstack/react-query';
import { getDesk } from '@tedarik/contract/offers/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/** GET /api/v2/requests/{id}/desk: the buyer's view of a request's offers (the count only while sealed). */
export const deskQuery = (requestId: number) =>
  queryOptions({
    queryKey: offerKeys.desk(viewer(), requestId),
    queryFn: () => call(getDesk, { params: { id: requestId } }),
  });
