// Refusals in the caller's dialect: a legacy call gets the Turkish text alone, a call under /api/v2 or /adn_api/v2
// gets `{ message, fields }` with the same text (decision 0037).
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { AppError } from './errors';
import { sendRefusal } from './reply';

async function appWith(path: string) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorHandler);
  const body = z.object({
    quantity: z.number({ error: 'Miktar Girin.' }),
    deliveryDate: z.string({ error: 'Teslim Tarihi Girin.' }),
  });
  app.post(path, { schema: { body } }, async () => {
    throw new AppError('Bu talep en fazla 10 teklif alır.', 409, { quantity: 'Çok fazla.' });
  });
  app.setNotFoundHandler((_req, reply) => sendRefusal(reply, 'Bulunamadı.', 404));
  return app;
}

describe('refusals', () => {
  it('answers a v2 form every field it refuses, with the legacy joined text as its message', async () => {
    const app = await appWith('/api/v2/requests');
    const res = await app.inject({ method: 'POST', url: '/api/v2/requests', payload: {} });
    expect([res.statusCode, res.headers['content-type']]).toEqual([400, 'application/json; charset=utf-8']);
    expect(res.json()).toEqual({
      message: 'Miktar Girin.\nTeslim Tarihi Girin.',
      fields: { quantity: 'Miktar Girin.', deliveryDate: 'Teslim Tarihi Girin.' },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v2/requests',
      payload: { quantity: 1, deliveryDate: '2026-12-01' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: 'Bu talep en fazla 10 teklif alır.', fields: { quantity: 'Çok fazla.' } },
    ]);
    const unknown = await app.inject('/adn_api/v2/yok');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Bulunamadı.' }]);
  });

  it('answers a legacy call the text alone, as the spec does', async () => {
    const app = await appWith('/api/talepOlustur');
    const res = await app.inject({ method: 'POST', url: '/api/talepOlustur', payload: {} });
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([
      400,
      'text/plain; charset=utf-8',
      'Miktar Girin.\nTeslim Tarihi Girin.',
    ]);
    expect((await app.inject('/api/yok')).body).toBe('Bulunamadı.');
  });
});
