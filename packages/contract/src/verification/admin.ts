// The back-office's review of company documents (issue 49 item 1, decision 0056): the queue of documents waiting,
// oldest first by cursor; a company's details and documents; a document downloaded; approved, or rejected with a
// reason from the list and free text. The company is told of each decision.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { MAX_LENGTH, zId, zIdParams, zOptionalText } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';
import { DOCUMENT_KINDS, VERIFICATION_MSG as MSG, zBadges } from './documents';
import { zDocument } from './member';

export const zQueueItem = z.object({
  id: z.number(),
  memberId: z.number(),
  companyName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  expiresOn: z.string().nullable(),
  uploadedAt: z.string(),
});
export type QueueItem = z.infer<typeof zQueueItem>;

/** GET /adn_api/v2/verification/queue: documents waiting for review, oldest first (cursor: the last id shown). */
export const getVerificationQueue = defineCall({
  method: 'GET',
  path: '/adn_api/v2/verification/queue',
  summary: 'İnceleme bekleyen belgeler',
  operationId: 'getVerificationQueue',
  auth: 'admin',
  request: { query: zCursorQuery },
  response: zCursorPage(zQueueItem),
});

export const zCompanyVerification = z.object({
  memberId: z.number(),
  companyName: z.string(),
  email: z.string(),
  details: z
    .object({ taxNumber: z.string(), taxOffice: z.string(), mersisNumber: z.string(), tradeRegistryNumber: z.string() })
    .nullable(),
  documents: z.array(zDocument),
  badges: zBadges,
});
export type CompanyVerification = z.infer<typeof zCompanyVerification>;

/** GET /adn_api/v2/verification/companies/{id}: a member's details, documents and badges. */
export const getCompanyVerification = defineCall({
  method: 'GET',
  path: '/adn_api/v2/verification/companies/:id',
  summary: 'Firmanın doğrulama bilgileri',
  operationId: 'getCompanyVerification',
  auth: 'admin',
  request: { params: zIdParams },
  response: zCompanyVerification,
});

/** GET /adn_api/v2/verification/documents/{id}/file: any document, as an attachment. */
export const downloadDocumentAdmin = defineCall({
  method: 'GET',
  path: '/adn_api/v2/verification/documents/:id/file',
  summary: 'Belgeyi indir (yönetim)',
  operationId: 'downloadDocumentAdmin',
  auth: 'admin',
  request: { params: zIdParams },
  response: FILE,
});

/** POST /adn_api/v2/verification/documents/{id}/approve: a waiting document is approved. */
export const approveDocument = defineCall({
  method: 'POST',
  path: '/adn_api/v2/verification/documents/:id/approve',
  summary: 'Belgeyi onayla',
  operationId: 'approveDocument',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/**
 * POST /adn_api/v2/verification/documents/{id}/reject: a waiting document is rejected, with a reason of the
 * back-office's list (kind 'document') and a note.
 */
export const rejectDocument = defineCall({
  method: 'POST',
  path: '/adn_api/v2/verification/documents/:id/reject',
  summary: 'Belgeyi reddet',
  operationId: 'rejectDocument',
  auth: 'admin',
  request: {
    params: zIdParams,
    body: z.object({
      /** an active reason of the administrator's list of kind 'document' (GET /adn_api/v2/moderation/reasons) */
      reasonId: zId(MSG.reason),
      note: zOptionalText(MAX_LENGTH.text),
    }),
  },
  response: z.object({ message: z.string() }),
});
