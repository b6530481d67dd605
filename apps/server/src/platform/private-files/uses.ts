// Every use of private files, declared once: its storage prefix, the kinds it allows and its size, with its Turkish
// texts from the contract (decision 0044). A new use (verification documents, bank receipts) is one more entry here
// and a table with a `storage_key` column and the removals trigger; /uploads refuses its prefix from then on, and the
// README names it for the bucket's policy (private-files.test.ts checks that it does).
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MSG,
  MAX_ATTACHMENT_BYTES,
  MAX_DRAFT_FILES,
} from '@tedarik/contract/attachments/member';
import { EXPORT_MSG } from '@tedarik/contract/exports/member';
import { MAX_RECEIPT_BYTES, ORDER_MSG, RECEIPT_FILE_KINDS } from '@tedarik/contract/orders/orders';
import { DATA_EXPORT_MSG } from '@tedarik/contract/privacy/member';
import { DOCUMENT_FILE_KINDS, MAX_DOCUMENT_BYTES, VERIFICATION_MSG } from '@tedarik/contract/verification/documents';
import { privateFiles } from './private-files';

export const PRIVATE_FILES = {
  /** files on requests, offers and messages (issues 37, 38: attachments area, conversations): drawings, quotes */
  attachments: privateFiles({
    prefix: 'attachments',
    kinds: ATTACHMENT_KINDS,
    maxBytes: MAX_ATTACHMENT_BYTES,
    maxDrafts: MAX_DRAFT_FILES,
    text: ATTACHMENT_MSG,
  }),
  /** companies' verification documents (issue 49 item 1: verification area): tax plate, registry, certificates */
  verification: privateFiles({
    prefix: 'verification',
    kinds: DOCUMENT_FILE_KINDS,
    maxBytes: MAX_DOCUMENT_BYTES,
    maxDrafts: 0, // a document is stored with its row, never as a draft
    text: { ...VERIFICATION_MSG, kind: VERIFICATION_MSG.fileKind },
  }),
  /** bank transfers' receipts of orders (issue 50 item 3: orders area) */
  receipts: privateFiles({
    prefix: 'receipts',
    kinds: RECEIPT_FILE_KINDS,
    maxBytes: MAX_RECEIPT_BYTES,
    maxDrafts: 0, // a receipt is stored with its row, never as a draft
    text: { ...ORDER_MSG, kind: ORDER_MSG.fileKind, notFound: ORDER_MSG.receiptNotFound },
  }),
  /** a member's lists as spreadsheets (issue 52 item 5: exports area), made by the server, never uploaded */
  exports: privateFiles({
    prefix: 'exports',
    kinds: ['xlsx', 'csv'],
    maxBytes: 50 * 1024 * 1024,
    maxDrafts: 0,
    text: { ...EXPORT_MSG, draftsFull: EXPORT_MSG.busy, draftGone: EXPORT_MSG.notFound }, // no drafts
  }),
  /** a member's data as a ZIP (issue 53 item 3: privacy area), made by the server, downloaded once */
  personalData: privateFiles({
    prefix: 'personal-data',
    kinds: ['zip'],
    maxBytes: 1024 * 1024 * 1024,
    maxDrafts: 0,
    text: { ...DATA_EXPORT_MSG, draftsFull: DATA_EXPORT_MSG.busy, draftGone: DATA_EXPORT_MSG.notFound }, // no drafts
  }),
};

/** The storage prefixes no browser reads directly: /uploads refuses them, a bucket's policy keeps them private. */
export const PRIVATE_PREFIXES: readonly string[] = Object.values(PRIVATE_FILES).map((use) => use.prefix);

/** Whether a storage key is a private file's (the prefix compared without case: a disk may not tell case apart). */
export const isPrivateKey = (key: string) => {
  const first = key.split('/')[0].toLowerCase();
  return PRIVATE_PREFIXES.includes(first);
};
