// Attached files as the v2 calls answer them, and a download's headers.
import type { Attachment, AttachmentKind } from '@tedarik/contract/attachments/member';
import type { FastifyReply } from 'fastify';
import { dispositionOf, MIME } from './content';
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

/**
 * A download: always an attachment under its cleaned name, its type never sniffed, and nothing in it run or shown
 * by a browser that opens the answer anyway (a sandboxed, empty policy); kept by no cache.
 */
export const sendFile = (reply: FastifyReply, f: AttachmentRow, body: NodeJS.ReadableStream) =>
  reply
    .type(MIME[f.kind as AttachmentKind] ?? 'application/octet-stream')
    .header('content-disposition', dispositionOf(f.name))
    .header('content-length', String(f.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(body);
