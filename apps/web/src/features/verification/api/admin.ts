// The back-office's review of company documents (/adminimt/dogrulama): the queue by cursor, a company's view, a
// document downloaded, approved or rejected; a decision reloads the queue and the company.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import type { getReasons } from '@tedarik/contract/moderation/admin';
import {
  approveDocument,
  downloadDocumentAdmin,
  getCompanyVerification,
  getVerificationQueue,
  rejectDocument,
} from '@tedarik/contract/verification/admin';
import type { VerificationDocument } from '@tedarik/contract/verification/member';
import { call, callFile } from '../../../lib/call';
import { rejectionReasonsQuery } from '../../../lib/rejection-reasons';
import { saveFile } from '../../../lib/save-file';
import { verificationKeys } from './keys';

/** GET /adn_api/v2/verification/queue: documents waiting, oldest first, 30 a page. */
export const verificationQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: verificationKeys.queue(),
    queryFn: ({ pageParam }) => call(getVerificationQueue, { query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });

/** GET /adn_api/v2/verification/companies/{id} */
export const companyVerificationQuery = (id: number) =>
  queryOptions({
    queryKey: verificationKeys.company(id),
    queryFn: () => call(getCompanyVerification, { params: { id } }),
  });

/** The administrator's active reasons for rejecting a document (the moderation workbench's list, lib/). */
export const documentReasonsQuery = () => ({
  ...rejectionReasonsQuery(),
  select: (r: CallResult<typeof getReasons>) => r.items.filter((reason) => reason.kind === 'document' && reason.active),
});

export type Decision = { id: number; approve: true } | { id: number; approve: false; reasonId: number; note: string };

/** 'Onayla' / 'Reddet' → the answer's text. */
export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.approve
        ? call(approveDocument, { params: { id: d.id } })
        : call(rejectDocument, {
            params: { id: d.id },
            body: { reasonId: d.reasonId, note: d.note },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.admin }),
  });
}

/** GET /adn_api/v2/verification/documents/{id}/file, saved under its name. */
export async function downloadDocumentAsAdmin(doc: VerificationDocument) {
  const { blob, fileName } = await callFile(downloadDocumentAdmin, { params: { id: doc.id } });
  saveFile(blob, fileName ?? doc.fileName);
}
