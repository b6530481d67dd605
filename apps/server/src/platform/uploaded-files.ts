// GET /uploads/…: the public files stored under generated names (images, logos), which never change: cached by
// browsers for a year; with S3 on, the browser is sent to the bucket (or its CDN) for them. Private files (drawings,
// quotes: platform/private-files) are refused by their prefix, whatever their key looks like: they are sent only
// through the calls that authorise their reader.
import type { FastifyInstance } from 'fastify';
import { isPrivateKey } from './private-files/uses';
import { sendText } from './reply';
import type { Storage } from './storage';

/** generated keys only ('logos/3f2a.webp', 'logos/3f2a.thumb.webp'): no leading slash, no '..', no empty part */
const UPLOAD_KEY = /^[\w-]+(?:\/[\w-]+)*(?:\.[\w-]+)+$/;
const FOREVER = 'public, max-age=31536000, immutable';

/** In the API reference the wildcard is the path parameter `path` (OpenAPI has no wildcard). */
const UPLOADS = {
  schema: {
    tags: ['Herkese açık · Yüklenen dosyalar'],
    operationId: 'getUploadedFile',
    summary: 'Yüklenmiş bir görsel',
    description:
      'Herkese açık; kimlik gerekmez. Yanıtlardaki görsel adresleri (logolar, ürün görselleri) buraya çıkar; adları ' +
      'değişmez, tarayıcı bir yıl saklar. S3 açıkken tarayıcı dosyanın kovadaki adresine yönlendirilir (301).',
  },
  config: {
    swaggerTransform: ({ schema }: { schema: object }) => ({
      url: '/uploads/{path}',
      schema: {
        ...schema,
        params: {
          type: 'object',
          properties: { path: { type: 'string', description: 'Dosyanın adı, örneğin `logos/3f2a.webp`' } },
          required: ['path'],
        },
      },
    }),
  },
};

export function uploadedFiles(app: FastifyInstance, storage: Storage) {
  app.get('/uploads/*', UPLOADS, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!UPLOAD_KEY.test(key) || isPrivateKey(key)) return sendText(reply, 'Dosya bulunamadı.', 404);
    // in a bucket: the browser reads it there (its name never changes, so the redirect is permanent and cached)
    const elsewhere = storage.publicUrl?.(key);
    if (elsewhere) return reply.header('cache-control', FOREVER).redirect(elsewhere, 301);
    const body = await storage.get(key);
    if (!body) return sendText(reply, 'Dosya bulunamadı.', 404);
    const type = key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'application/octet-stream';
    return reply.type(type).header('cache-control', FOREVER).send(body);
  });
}
