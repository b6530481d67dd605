import { queryOptions } from '@tanstack/react-query';
import { getOfferFiles, getRequestFiles, getRequestOfferFiles } from '@tedarik/contract/attachments/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { attachmentKeys } from './keys';

/** GET /api/v2/requests/{id}/files: the request's files (its owner, or a company that may offer on it). */
export const requestFilesQuery = (id: number) =>
  queryOptions({
    queryKey: attachmentKeys.request(viewer(), id),
    queryFn: () => call(getRequestFiles, { params: { id } }),
  });

/** GET /api/v2/requests/{id}/offer-files: the files of the offers on my request. */
export const requestOfferFilesQuery = (id: number) =>
  queryOptions({
    queryKey: attachmentKeys.requestOffers(viewer(), id),
    queryFn: () => call(getRequestOfferFiles, { params: { id } }),
  });

/** GET /api/v2/offers/{id}/files: the offer's file, none or one (its supplier, the buyer). */
export const offerFilesQuery = (id: number) =>
  queryOptions({
    queryKey: attachmentKeys.offer(viewer(), id),
    queryFn: () => call(getOfferFiles, { params: { id } }),
  });
