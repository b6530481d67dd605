// Request bodies: legacy clients send JSON, urlencoded and multipart alike; an empty JSON body counts as {}. Multipart
// bodies are bounded like the others (multipart.ts).
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, BAD_REQUEST } from './errors';
import { boundedMultipart } from './multipart';

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
  await boundedMultipart(app); // small fields, few parts, no file except on upload calls, a total per call
});
