// Cached answers go out compressed once, not at every request (docs/performance.md). @fastify/compress compresses an
// answer each time it is sent. Cached answers (route-cache.ts, the rendered pages of web-app.ts) are bytes that do not
// change, so their brotli and gzip forms are made the first time a client asks for them and kept beside them. The
// routes that send them this way are left out of @fastify/compress (`compress: false`); every other route is still
// compressed by it, with the same settings.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Under this size an answer goes out as it is, here and through @fastify/compress (its threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Under this size an answer made for one request (not cached) goes out as it is: compressing it cost more of the
 * server's time than it saved, and under 4 KB the bytes it saves reach a phone within the same round trip
 * (docs/performance.md).
 */
export const ONE_OFF_COMPRESS_THRESHOLD = 4096;

type Encoding = 'br' | 'gzip';
/** in the order @fastify/compress prefers them; zstd is left out (Node 20 has no zstd) and so is deflate */
const ENCODINGS: (Encoding | 'identity')[] = ['br', 'gzip', 'identity'];
/** @fastify/compress's own settings, so an answer is the same whichever of the two compressed it */
const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    }),
  gzip: (body) => gzipSync(body),
};

/** an answer's compressed forms, made so far: they go when the answer's bytes go */
const forms = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

// The last header negotiated, and what it gave: a browser sends the same header with every request.
let lastHeader = '';
let lastEncoding: Encoding | undefined;

/** The encoding to send for this Accept-Encoding (undefined: the bytes as they are). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (header !== lastHeader) {
    // as @fastify/compress reads it: x-gzip and "any" are gzip (a header is at most 16 KB, Node's limit)
    const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
    lastHeader = header;
    lastEncoding = chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
  }
  return lastEncoding;
}

/**
 * Sends `body` in the encoding the request accepts, compressing it the first time that encoding is asked of these
 * bytes (a cached answer is sent again), from `threshold` bytes. A route that uses it is left out of @fastify/compress.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  threshold = COMPRESS_THRESHOLD,
): FastifyReply {
  if (body.length < threshold) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  const made = forms.get(body) ?? {};
  let encoded = made[encoding];
  if (!encoded) {
    encoded = COMPRESS[encoding](body);
    forms.set(body, { ...made, [encoding]: encoded });
  }
  return reply.header('content-encoding', encoding).send(encoded);
}
