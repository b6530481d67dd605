// The open API's refusals in the API reference (decision 0069): what a company's program gets back when a call is
// refused, with an example of each. Documentation only: the answers themselves are the error handler's and the key
// guard's (auth.ts), which these examples quote.
import { API_KEY_MSG } from '@tedarik/contract/api-keys/member';
import type { CallDef } from '@tedarik/contract/call';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { OPEN_REQUEST_MSG } from '@tedarik/contract/requests/open';
import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Refusal = { message: string; fields?: Record<string, string> };

const refusal = (description: string, example: Refusal) => ({
  description,
  type: 'object',
  properties: {
    message: { type: 'string', description: 'Türkçe açıklama' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Geçersiz alanlar ve her birinin mesajı',
    },
  },
  required: ['message'],
  examples: [example],
});

function refusals(def: CallDef) {
  const invalid: Refusal =
    def.method === 'GET'
      ? { message: OPEN_REQUEST_MSG.updatedSince, fields: { updatedSince: OPEN_REQUEST_MSG.updatedSince } }
      : { message: DESK_MSG.unitPrice, fields: { unitPrice: DESK_MSG.unitPrice } };
  const missing = def.path.startsWith('/api/v2/open/offers/') ? DESK_MSG.offerNotFound : REQUEST_MSG.notFound;
  return {
    400: refusal('Geçersiz istek', invalid),
    401: refusal('Anahtar yok, geçersiz veya iptal edilmiş', { message: API_KEY_MSG.invalid }),
    403: refusal('Anahtarın bu çağrı için yetkisi yok', {
      message: API_KEY_MSG.scope(def.keyScope ?? 'requests:read'),
    }),
    404: refusal('Firmayla eşleşen böyle bir kayıt yok', { message: missing }),
    429: refusal('Anahtar dakikada 120 çağrıyı aştı', { message: RATE_LIMITED }),
  };
}

/** The route's reference: its schemas as every route's (zod → JSON Schema), and the open API's refusals. */
export const openApiDocs =
  (def: CallDef): NonNullable<FastifyContextConfig['swaggerTransform']> =>
  (document) => {
    const { schema, url } = jsonSchemaTransform(document);
    const documented = schema as { response?: object };
    return { url, schema: { ...documented, response: { ...documented.response, ...refusals(def) } } };
  };
