// The back-office's view of attached files (issue 37 item 6): every file of a request and of its offers, and any
// file downloaded as an attachment.
import { defineCall, FILE } from '../call';
import { zIdParams } from '../fields';
import { zAttachmentList } from './member';

/** GET /adn_api/v2/requests/{id}/files: the request's files and its offers' (an offer's file names its `offerId`). */
export const getRequestFilesAdmin = defineCall({
  method: 'GET',
  path: '/adn_api/v2/requests/:id/files',
  summary: 'Talebin ve tekliflerinin dosyaları (yönetim)',
  operationId: 'getRequestFilesAdmin',
  auth: 'admin',
  request: { params: zIdParams },
  response: zAttachmentList,
});

/** GET /adn_api/v2/files/{id}: any file, as an attachment. */
export const downloadFileAdmin = defineCall({
  method: 'GET',
  path: '/adn_api/v2/files/:id',
  summary: 'Dosyayı indir (yönetim)',
  operationId: 'downloadFileAdmin',
  auth: 'admin',
  request: { params: zIdParams },
  response: FILE,
});
