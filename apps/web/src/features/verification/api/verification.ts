// The member's verification (/hesabim/dogrulama): its numbers, documents and badges; saving the numbers, uploading,
// downloading and removing a document. Each write reloads the page's one query.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@tedarik/contract/verification/documents';
import {
  deleteMyDocument,
  downloadMyDocument,
  getMyVerification,
  getRequestBadges,
  saveVerificationDetails,
  uploadVerificationDocument,
  type VerificationDetails,
  type VerificationDocument,
} from '@tedarik/contract/verification/member';
import { getCompanyBadges } from '@tedarik/contract/verification/public';
import { useState } from 'react';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';
import { verificationKeys } from './keys';

/** GET /api/v2/verification */
export const myVerificationQuery = () =>
  queryOptions({ queryKey: verificationKeys.mine(viewer()), queryFn: () => call(getMyVerification) });

function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine(viewer()) });
}

/** PUT /api/v2/verification → its text */
export function useSaveDetails() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: VerificationDetails) => call(saveVerificationDetails, { body }),
    onSuccess: reload,
  });
}

/** POST /api/v2/verification/documents, with its progress */
export function useUploadDocument() {
  const reload = useReload();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { kind: DocumentKind; file: File; expiresOn: string }) => {
      setProgress(0);
      return call(
        uploadVerificationDocument,
        { body: { kind: input.kind, file: input.file, expiresOn: input.expiresOn || undefined } },
        { onUploadProgress: setProgress },
      );
    },
    onSettled: () => {
      setProgress(null);
      return reload();
    },
  });
  return { ...mutation, progress };
}

/** DELETE /api/v2/verification/documents/{id} */
export function useDeleteDocument() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => call(deleteMyDocument, { params: { id } }),
    onSuccess: reload,
  });
}

/** GET /api/v2/verification/documents/{id}/file, saved under its name. */
export async function downloadOwnDocument(doc: VerificationDocument) {
  const { blob, fileName } = await callFile(downloadMyDocument, { params: { id: doc.id } });
  saveFile(blob, fileName ?? doc.fileName);
}

/** GET /api/v2/companies/{id}/badges: a company's badges for its public page. */
export const companyBadgesQuery = (id: number) =>
  queryOptions({
    queryKey: verificationKeys.companyBadges(id),
    queryFn: () => call(getCompanyBadges, { params: { id } }),
  });

/** GET /api/v2/verification/request-badges?ids=: the buyers' badges of a feed's requests. */
export const requestBadgesQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: verificationKeys.requestBadges(viewer(), ids),
    queryFn: () => call(getRequestBadges, { query: { ids: [...ids] } }), // a list is sent as '1,2,3'
    enabled: ids.length > 0,
  });
