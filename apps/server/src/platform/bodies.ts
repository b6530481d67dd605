// Request bodies: legacy clients send JSON, urlencoded and multipart alike; an empty JSON body counts as {}. Multipart
// bodies are bounded like the others: small fields, few parts, and no file at all except on the calls that upload one
// (route.ts gives them `multipartOptions: { limits: { files: 1 } }`).
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@tedarik/contract/uploads';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, BAD_REQUEST } from './errors';

export const bodies: FastifyPluginAsync = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error'); // keeps the __proto__ / constructor guards
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (!body) return done(null, {});
    parseJson(req, body as string, (err, value) =>
      err ? done(new AppError(BAD_REQUEST), undefined) : done(null, value),
    );
  });
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: 64 * 1024, fields: 50, parts: 60, files: 0, fileSize: MAX_UPLOAD_BYTES, headerPairs: 100 },
  });
});
