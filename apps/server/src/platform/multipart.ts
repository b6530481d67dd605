// Multipart bodies, bounded like the others (decision 0008 "Bounded input"). Part by part: small fields, few parts,
// and no file except on the calls that upload one (route.ts gives them `multipartOptions: { limits: { files: 1 } }`).
// As a whole: a call's total is its file's limit, if it takes one, and room for its fields. @fastify/multipart reads
// the body in preValidation and busboy, past a part's limit, cuts the part but reads the rest of it to the end (a
// 200 MB field was read whole and the call answered 200); here a body is refused as soon as it is too big: by its
// Content-Length before anything is read, or once the bytes read pass the total, or once a field comes cut short.
import multipart from '@fastify/multipart';
import { IMAGE_MSG, MAX_UPLOAD_BYTES } from '@tedarik/contract/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const FORM_TOO_BIG = 'Gönderilen form izin verilenden büyük ya da bu işlem dosya kabul etmiyor.';
/** Room for a form's fields: what a JSON or urlencoded body may be (server-options.ts `bodyLimit`). */
export const FORM_BYTES = 1024 * 1024;

const LIMITS = { fieldSize: 64 * 1024, fields: 50, parts: 60, files: 0, fileSize: MAX_UPLOAD_BYTES, headerPairs: 100 };

export async function boundedMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS });
  app.decorateRequest('fileNames', null);
  // The parts become the body as @fastify/multipart's `attachFieldsToBody: 'keyValues'` makes it (text fields as
  // strings, a file as its bytes, a repeated name as a list), here so that a field cut short is seen.
  app.addHook('preValidation', async (req, reply) => {
    if (!req.isMultipart()) return;
    const { multipartOptions, fileTooLarge } = req.routeOptions.config;
    const files = multipartOptions?.limits?.files ?? LIMITS.files;
    const fileSize = multipartOptions?.limits?.fileSize ?? LIMITS.fileSize;
    const tooBig = new AppError(files > 0 ? (fileTooLarge ?? IMAGE_MSG.tooLarge) : FORM_TOO_BIG, 413);
    const total = FORM_BYTES + files * fileSize;
    if (Number(req.headers['content-length']) > total) throw stopReading(req, reply, tooBig);
    const uncount = countBytes(req, total, tooBig);
    try {
      const body: Record<string, unknown> = {};
      req.fileNames = {};
      for await (const part of req.parts(multipartOptions)) {
        if (part.type === 'field' && (part.valueTruncated || part.fieldnameTruncated)) throw tooBig;
        if (part.type === 'file') req.fileNames[part.fieldname] = part.filename;
        const value = part.type === 'file' ? await part.toBuffer() : part.value;
        const before = body[part.fieldname];
        body[part.fieldname] = before === undefined ? value : [before, value].flat();
      }
      req.body = body;
    } catch (err) {
      // a file past its limit is told by the part as it is read, or by the parts that follow when its last chunk
      // ended at the limit exactly: either way the call's own text
      throw stopReading(req, reply, (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE' ? tooBig : err);
    } finally {
      uncount();
    }
  });
}

/**
 * Counts the body's bytes as busboy reads them; past `total` the request fails as a broken body does (the plugin
 * listens for the request's 'error': the parts still to come and the file being read end with `err`).
 */
function countBytes(req: FastifyRequest, total: number, err: Error) {
  let read = 0;
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= total) return;
    req.raw.off('data', count);
    req.raw.emit('error', err);
  };
  req.raw.on('data', count);
  return () => req.raw.off('data', count);
}

/** A refused body is not read on: the answer ends the connection, with whatever the client is still sending. */
function stopReading(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!req.raw.readableEnded) {
    req.raw.unpipe();
    req.raw.pause();
    reply.header('connection', 'close');
  }
  return err;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the 413 text of a call whose file may be larger than an image (multipartOptions.limits.fileSize) */
    fileTooLarge?: string;
  }
  interface FastifyRequest {
    /** a multipart body's file names as the client sent them, by field; null for other bodies */
    fileNames: Record<string, string> | null;
  }
}
