// A company's own verification (issue 49 item 1, decision 0056): its tax number (VKN, or a sole proprietor's TCKN,
// checked by their check digits), tax office, MERSİS and trade registry numbers, and its documents, each a private
// file that only the company and the administrators read. A document uploaded again replaces the one before and waits
// for the administrator anew.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { zDay, zFile, zIdParams, zTextOver } from '../fields';
import { DOCUMENT_FILE_KINDS, DOCUMENT_KINDS, DOCUMENT_STATUSES, VERIFICATION_MSG as MSG, zBadges } from './documents';
import { taxNumberProblem } from './numbers';

/** Digits typed with spaces, dots or dashes between them ('123 456 78 90') are read as the digits alone. */
const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s.-]/g, '') : v);

/** A VKN or TCKN: the length capped first, then digits, then the check digits. */
export const zTaxNumber = z.preprocess(
  digitsOnly,
  z
    .string({ error: MSG.taxNumber })
    .min(1, { error: MSG.taxNumber, abort: true })
    .max(20, { error: MSG.taxNumberLength, abort: true })
    .superRefine((v, ctx) => {
      const problem = taxNumberProblem(v);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem === 'length' ? MSG.taxNumberLength : MSG.taxNumberCheck });
    }),
);

/** A MERSİS number: 16 digits (it has no public check digit). */
export const zMersis = z.preprocess(
  digitsOnly,
  z
    .string({ error: MSG.mersis })
    .max(30, { error: MSG.mersis, abort: true })
    .regex(/^\d{16}$/, { error: MSG.mersis }),
);

export const zVerificationDetails = z.object({
  taxNumber: zTaxNumber,
  taxOffice: zTextOver(1, MSG.taxOffice, 100),
  mersisNumber: zMersis,
  tradeRegistryNumber: zTextOver(0, MSG.tradeRegistry, 30).pipe(
    z.string().regex(/^[0-9A-Za-z/-]+$/, { error: MSG.tradeRegistryInvalid }),
  ),
});
export type VerificationDetails = z.infer<typeof zVerificationDetails>;

export const zDocument = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  /** YYYY-MM-DD, the last day it is valid; null: it does not expire */
  expiresOn: z.string().nullable(),
  /** it is past its expiry (it counts for no badge) */
  expired: z.boolean(),
  fileName: z.string(),
  fileKind: z.enum(DOCUMENT_FILE_KINDS),
  size: z.number(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** the text of the administrator's reason (its list: moderation/admin.ts, kind 'document') */
  rejectReason: z.string().nullable(),
  rejectNote: z.string(),
});
export type VerificationDocument = z.infer<typeof zDocument>;

export const zMyVerification = z.object({
  details: z
    .object({ taxNumber: z.string(), taxOffice: z.string(), mersisNumber: z.string(), tradeRegistryNumber: z.string() })
    .nullable(),
  documents: z.array(zDocument),
  badges: zBadges,
});
export type MyVerification = z.infer<typeof zMyVerification>;

/** GET /api/v2/verification: the member's details, documents and badges. */
export const getMyVerification = defineCall({
  method: 'GET',
  path: '/api/v2/verification',
  summary: 'Firma doğrulama bilgilerim',
  operationId: 'getMyVerification',
  auth: 'member',
  response: zMyVerification,
});

/** PUT /api/v2/verification: saves the tax and registry numbers (a changed number does not undo approvals). */
export const saveVerificationDetails = defineCall({
  method: 'PUT',
  path: '/api/v2/verification',
  summary: 'Vergi ve sicil bilgilerini kaydet',
  operationId: 'saveVerificationDetails',
  auth: 'member',
  request: { body: zVerificationDetails },
  response: z.object({ message: z.string() }),
});

/**
 * POST /api/v2/verification/documents (multipart `kind`, `file`, `expiresOn`): uploads a document, replacing the
 * member's one of that kind; it waits for the administrator. Certificates need their expiry day.
 */
export const uploadVerificationDocument = defineCall({
  method: 'POST',
  path: '/api/v2/verification/documents',
  summary: 'Doğrulama belgesi yükle',
  operationId: 'uploadVerificationDocument',
  auth: 'member',
  request: {
    body: z.object({
      kind: z.enum(DOCUMENT_KINDS, { error: MSG.kind }),
      file: zFile(MSG.file),
      expiresOn: z.preprocess((v) => (v === '' ? undefined : v), zDay(MSG.expiresOn).optional()),
    }),
    encoding: 'multipart',
  },
  response: zDocument,
});

/** GET /api/v2/verification/documents/{id}/file: the member's own document, as an attachment. */
export const downloadMyDocument = defineCall({
  method: 'GET',
  path: '/api/v2/verification/documents/:id/file',
  summary: 'Belgemi indir',
  operationId: 'downloadMyDocument',
  auth: 'member',
  request: { params: zIdParams },
  response: FILE,
});

/** DELETE /api/v2/verification/documents/{id}: the member removes its document (its badge goes with it). */
export const deleteMyDocument = defineCall({
  method: 'DELETE',
  path: '/api/v2/verification/documents/:id',
  summary: 'Belgemi sil',
  operationId: 'deleteMyDocument',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});

/** At most this many requests' buyers in one ask (a feed's page). */
export const MAX_BADGE_REQUESTS = 50;

/** GET /api/v2/verification/request-badges?ids=1,2,3: the badges of the buyers of these (approved) requests. */
export const getRequestBadges = defineCall({
  method: 'GET',
  path: '/api/v2/verification/request-badges',
  summary: 'Taleplerin alıcı rozetleri',
  operationId: 'getRequestBadges',
  auth: 'member',
  request: {
    query: z.object({
      ids: z
        .string({ error: MSG.requestIds })
        .max(MAX_BADGE_REQUESTS * 11, { error: MSG.requestIds, abort: true })
        .regex(/^\d{1,10}(,\d{1,10})*$/, { error: MSG.requestIds, abort: true })
        .transform((s) => [...new Set(s.split(',').map(Number))])
        .refine((ids) => ids.length <= MAX_BADGE_REQUESTS && ids.every((id) => id >= 1 && id <= 2_147_483_647), {
          error: MSG.requestIds,
        }),
    }),
  },
  response: z.object({ items: z.array(z.object({ requestId: z.number(), badges: zBadges })) }),
});
