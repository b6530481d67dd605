// A file the server sends to be saved (an attached drawing, a comparison's workbook): always an attachment under a
// clean name, its type never sniffed, nothing in it run or shown by a browser that opens the answer anyway (a
// sandboxed, empty policy), and cached by no browser or proxy (DESIGN §8 "Files").

import type { FastifyReply } from 'fastify';

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function dispositionOf(name: string) {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;%]/g, '_') || 'dosya';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const sendDownload = (
  reply: FastifyReply,
  file: { name: string; type: string; size?: number },
  body: Buffer | NodeJS.ReadableStream,
) => {
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply
    .type(file.type)
    .header('content-disposition', dispositionOf(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(body);
};
