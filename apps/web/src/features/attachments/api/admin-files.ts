import { queryOptions } from '@tanstack/react-query';
import { downloadFileAdmin, getRequestFilesAdmin } from '@tedarik/contract/attachments/admin';
import type { Attachment } from '@tedarik/contract/attachments/member';
import { call, callFile } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

/** GET /adn_api/v2/requests/{id}/files: the request's files and its offers'. */
export const adminRequestFilesQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'attachments', 'request', id] as const,
    queryFn: () => call(getRequestFilesAdmin, { params: { id } }),
  });

/** GET /adn_api/v2/files/{id} with the administrator's credentials, saved under the file's name. */
export async function downloadAttachmentAsAdmin(file: Attachment) {
  const { blob, fileName } = await callFile(downloadFileAdmin, { params: { id: file.id } });
  saveFile(blob, fileName ?? file.name);
}
