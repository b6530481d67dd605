import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@tedarik/contract/attachments/member';
import { downloadMessageFile, sendMessageFile } from '@tedarik/contract/conversations/member';
import { useState } from 'react';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * POST /api/v2/conversations/{id}/files: a message with one file, sent with its progress; the thread (and through it
 * the lists) is fetched again. Answers the message and the `notice` of what the other side does not see.
 */
export function useSendMessageFile(id: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return call(sendMessageFile, { params: { id }, body: { file, text: '' } }, { onUploadProgress: setProgress });
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.thread(viewer(), id) });
    },
  });
  return { ...mutation, progress };
}

/** GET /api/v2/messages/{id}/file, saved under the name the server gives (masked until acceptance). */
export async function downloadFileOfMessage(messageId: number, file: Attachment) {
  const { blob, fileName } = await callFile(downloadMessageFile, { params: { id: messageId } });
  saveFile(blob, fileName ?? file.name);
}
