// The API reference (Swagger UI, served from its package: no third-party script) at /docs, the OpenAPI document at
// /docs/json, every call grouped by audience and area (route-schema.ts). Its scripts and styles are files of our own
// origin, so the site's Content Security Policy holds.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Before the routes: swagger collects them as they are registered. */
export async function apiDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tedarik API',
        version,
        description:
          'Herkese açık çağrılar `/api`, üye çağrıları `/api` (Basic: e-posta ve oturum anahtarı), yönetim çağrıları ' +
          '`/adn_api` (Basic: kullanıcı adı ve oturum anahtarı). Alan adları sözleşmedeki Türkçe adlardır.',
      },
      components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** After the routes: the pages of the reference. */
export async function apiDocsUi(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true, tagsSorter: 'alpha', operationsSorter: 'alpha' },
  });
}
