import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@tedarik/contract/attachments/member';
import { addRequestFile, deleteFile, downloadFile, setOfferFile } from '@tedarik/contract/attachments/member';
import { useState } from 'react';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';
import { attachmentKeys } from './keys';

/**
 * POST /api/v2/requests/{id}/files or /api/v2/offers/{id}/files: sends one file with its progress; the lists of that
 * request or offer are asked again.
 */
export function useUploadFile(owner: 'request' | 'offer', id: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const options = { onUploadProgress: setProgress };
      const input = { params: { id }, body: { file } };
      return owner === 'request' ? call(addRequestFile, input, options) : call(setOfferFile, input, options);
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({
        queryKey: owner === 'request' ? attachmentKeys.request(viewer(), id) : attachmentKeys.offer(viewer(), id),
      });
    },
  });
  return { ...mutation, progress };
}

/** DELETE /api/v2/files/{id}: every list of files is asked again (a file is in one of them). */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Attachment) => call(deleteFile, { params: { id: file.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all(viewer()) }),
  });
}

/** GET /api/v2/files/{id} with the member's credentials, saved under the file's name. */
export async function downloadAttachment(file: Attachment) {
  const { blob, fileName } = await callFile(downloadFile, { params: { id: file.id } });
  saveFile(blob, fileName ?? file.name);
}
