// Every refusal and failure is answered in Turkish: the form's messages joined (spec §5), the project's own errors with
// their status, the database away as a 503 the client may retry, anything else as a 500 that is logged. Legacy calls
// get the text alone; calls under /api/v2 get `{ message, fields }` (reply.ts's sendRefusal, decision 0037).
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { joinedMessages } from '@tedarik/contract/messages';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, BAD_REQUEST, isDatabaseUnavailable, loggable, UNAVAILABLE } from './errors';
import { FORM_TOO_BIG } from './multipart';
import { sendRefusal } from './reply';

const GENERIC_ERROR = 'Hata oluştu. İşlem yapılamadı.';

export const errorHandler: FastifyPluginCallback = fp((app, _opts, done) => {
  app.setErrorHandler((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      // every message of the form at once, in the order of its fields (spec §5)
      const part = err.validationContext === 'querystring' ? 'querystring' : err.validationContext;
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part ?? 'body'];
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').slice(1),
        message: v.message ?? '',
      }));
      // a v2 form's fields: the first message of each (a legacy call's answer is the joined text alone)
      const fields: Record<string, string> = {};
      for (const { path, message } of issues) fields[path.join('.') || '_'] ??= message;
      return sendRefusal(reply, joinedMessages(schema, issues), 400, fields);
    }
    if (err instanceof AppError) return sendRefusal(reply, err.message, err.status, err.fields);
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return sendRefusal(reply, RATE_LIMITED, 429);
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return sendRefusal(reply, FORM_TOO_BIG, 413);
    // every upload is an image: a file over the cap gets the image rule's text
    if (code === 'FST_REQ_FILE_TOO_LARGE') return sendRefusal(reply, IMAGE_MSG.tooLarge, 413);
    if (status === 413) return sendRefusal(reply, 'Dosya çok büyük.', 413);
    if (status >= 400 && status < 500) return sendRefusal(reply, BAD_REQUEST, status);
    // a multipart body without a boundary or cut short: the parser throws without a status
    if (/^(Multipart|Unexpected end of (form|multipart))/i.test(String((err as Error).message)))
      return sendRefusal(reply, BAD_REQUEST, 400);
    // the database is away: a temporary answer the client may retry, never a 500 (the next call works once it is back)
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: loggable(err) }, 'database unavailable');
      return sendRefusal(reply.header('retry-after', '5'), UNAVAILABLE, 503);
    }
    request.log.error({ err: loggable(err) }, 'unhandled error');
    return sendRefusal(reply, GENERIC_ERROR, 500);
  });
  done();
});
