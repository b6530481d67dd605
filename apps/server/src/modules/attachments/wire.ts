// Attached files as the v2 calls answer them, and a download's headers.
import {
  ATTACHMENT_MSG,
  type Attachment,
  type AttachmentKind,
  MAX_ATTACHMENT_BYTES,
} from '@tedarik/contract/attachments/member';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../platform/download';
import { MIME } from './content';
import type { AttachmentRow } from './service';

export const toAttachment = (f: AttachmentRow): Attachment => ({
  id: f.id,
  name: f.name,
  kind: f.kind as AttachmentKind,
  size: f.size,
  createdAt: f.createdAt.toISOString(),
  offerId: f.offerId,
});

export const toAttachmentList = (rows: AttachmentRow[]) => ({ items: rows.map(toAttachment) });

/** A download through the platform's one way of sending a file (platform/download.ts), under its cleaned name. */
export const sendFile = (reply: FastifyReply, f: AttachmentRow, body: NodeJS.ReadableStream) =>
  sendDownload(
    reply,
    { name: f.name, type: MIME[f.kind as AttachmentKind] ?? 'application/octet-stream', size: f.size },
    body,
  );

/** An upload's route options: a file of up to 10 MB, refused at once past it. */
export const UPLOAD_OPTIONS = {
  config: {
    multipartOptions: { limits: { fileSize: MAX_ATTACHMENT_BYTES } },
    fileTooLarge: ATTACHMENT_MSG.tooLarge,
  },
};
