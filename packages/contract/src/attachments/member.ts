// Files attached to requests and offers (issue 37 item 6; DESIGN §8 "Files"): up to 5 per request and 1 per offer,
// 10 MB each, of the kinds below, checked by their content on the server. A request's files are seen by its owner,
// the companies that may offer on it and the administrator; an offer's by its supplier, the administrator and the
// request's owner, once the offers are visible (a sealed request's are not before it opens, as on the desk); its
// supplier replaces or removes it while it may revise the offer, refused with the revision's text (DESK_MSG).
// Downloads are FILE answers, always attachments.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { zFile, zIdParams } from '../fields';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_FILES = 5;
/** Files a member may hold uploaded but not yet saved with a form (a request's 5 and an offer's 1, with room). */
export const MAX_DRAFT_FILES = 10;
/** A file uploaded with a form that was never saved is removed after this many hours. */
export const DRAFT_HOURS = 24;

/** What a file may be, by its content (never its name). */
export const ATTACHMENT_KINDS = ['pdf', 'png', 'jpeg', 'xlsx', 'dwg', 'dxf', 'step'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** A file picker's `accept`: the kinds by MIME type and extension (the server checks the content all the same). */
export const ATTACHMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'image/vnd.dwg': ['.dwg'],
  'image/vnd.dxf': ['.dxf'],
  'model/step': ['.step', '.stp'],
};

export const ATTACHMENT_MSG = {
  kind: 'Bu dosya türü yüklenemez. PDF, PNG, JPEG, XLSX, DWG, DXF veya STEP yükleyin.',
  tooLarge: 'Dosya çok büyük. En fazla 10 MB yükleyebilirsiniz.',
  empty: 'Boş dosya yüklenemez.',
  file: 'Bir dosya seçin.',
  requestFull: `Bir talebe en fazla ${MAX_REQUEST_FILES} dosya eklenebilir.`,
  requestFinished: 'Tamamlanmış bir talebe dosya eklenemez.',
  notFound: 'Dosya bulunamadı.',
  requestNotFound: 'Talep bulunamadı.',
  offerNotFound: 'Teklif bulunamadı.',
  storageDown: 'Dosya şu anda kaydedilemiyor, lütfen biraz sonra tekrar deneyin.',
  deleted: 'Dosya silindi.',
  draftsFull: `Kaydedilmemiş en fazla ${MAX_DRAFT_FILES} dosya yükleyebilirsiniz. Formu kaydedin ya da eklediğiniz dosyalardan birini kaldırın.`,
  draftGone: 'Eklediğiniz dosya bulunamadı. Lütfen dosyayı yeniden ekleyin.',
} as const;

/** A file as every list shows it; `offerId` is set for an offer's file. */
export const zAttachment = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  size: z.number(),
  createdAt: z.string(), // ISO date and time
  offerId: z.number().nullable(),
});
export type Attachment = z.infer<typeof zAttachment>;
export const zAttachmentList = z.object({ items: z.array(zAttachment) });

const zUpload = z.object({ file: zFile(ATTACHMENT_MSG.file) });

/** POST /api/v2/requests/{id}/files (multipart `file`): the owner adds a file to its request (5 at most). */
export const addRequestFile = defineCall({
  method: 'POST',
  path: '/api/v2/requests/:id/files',
  summary: 'Talebe dosya ekle',
  operationId: 'addRequestFile',
  auth: 'member',
  request: { params: zIdParams, body: zUpload, encoding: 'multipart' },
  response: zAttachment,
});

/** GET /api/v2/requests/{id}/files: the request's own files, for its owner or a company that may offer on it. */
export const getRequestFiles = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/files',
  summary: 'Talebin dosyaları',
  operationId: 'getRequestFiles',
  auth: 'member',
  request: { params: zIdParams },
  response: zAttachmentList,
});

/**
 * GET /api/v2/requests/{id}/offer-files: the files of the offers on the owner's request (its offers' `offerId`); none
 * while a sealed request is not opened.
 */
export const getRequestOfferFiles = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/offer-files',
  summary: 'Talebe gelen tekliflerin dosyaları',
  operationId: 'getRequestOfferFiles',
  auth: 'member',
  request: { params: zIdParams },
  response: zAttachmentList,
});

/** POST /api/v2/offers/{id}/files (multipart `file`): the supplier attaches its quote; it replaces the one before. */
export const setOfferFile = defineCall({
  method: 'POST',
  path: '/api/v2/offers/:id/files',
  summary: 'Teklife dosya ekle',
  operationId: 'setOfferFile',
  auth: 'member',
  request: { params: zIdParams, body: zUpload, encoding: 'multipart' },
  response: zAttachment,
});

/**
 * GET /api/v2/offers/{id}/files: the offer's file (none or one), for its supplier or the request's owner (409
 * `DESK_MSG.sealedUnopened` to the owner before a sealed request opens, as the offer's versions).
 */
export const getOfferFiles = defineCall({
  method: 'GET',
  path: '/api/v2/offers/:id/files',
  summary: 'Teklifin dosyası',
  operationId: 'getOfferFiles',
  auth: 'member',
  request: { params: zIdParams },
  response: zAttachmentList,
});

/** GET /api/v2/files/{id}: the file itself, as an attachment, for whoever may see it. */
export const downloadFile = defineCall({
  method: 'GET',
  path: '/api/v2/files/:id',
  summary: 'Dosyayı indir',
  operationId: 'downloadFile',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});

/** DELETE /api/v2/files/{id}: the member who attached the file removes it (the request's owner, the supplier). */
export const deleteFile = defineCall({
  method: 'DELETE',
  path: '/api/v2/files/:id',
  summary: 'Dosyayı sil',
  operationId: 'deleteFile',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

// ── files picked while a form is filled (issue 47 item 21) ─────────────────────────────────────────────────────
/**
 * A file uploaded while a request or an offer is being written, before it is saved: its member's only, claimed by the
 * save that names its id (POST /api/v2/requests `draftFiles`, POST /api/v2/requests/{id}/offers `draftFile`) in the
 * save's transaction, removed after DRAFT_HOURS if never claimed.
 */
export const zDraftFile = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  size: z.number(),
});
export type DraftFile = z.infer<typeof zDraftFile>;

/** POST /api/v2/draft-files (multipart `file`): a file for a form not saved yet (MAX_DRAFT_FILES at a time). */
export const addDraftFile = defineCall({
  method: 'POST',
  path: '/api/v2/draft-files',
  summary: 'Kaydedilmemiş forma dosya yükle',
  operationId: 'addDraftFile',
  auth: 'member',
  request: { body: zUpload, encoding: 'multipart' },
  response: zDraftFile,
});

/** DELETE /api/v2/draft-files/{id}: the member takes back a file it picked before the save. */
export const deleteDraftFile = defineCall({
  method: 'DELETE',
  path: '/api/v2/draft-files/:id',
  summary: 'Kaydedilmemiş formun dosyasını geri al',
  operationId: 'deleteDraftFile',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});
