// The API reference (Swagger UI, served from its package: no third-party script) at /docs, the OpenAPI document at
// /docs/json, every call grouped by audience and area (route-schema.ts). Its scripts and styles are files of our own
// origin, so the site's Content Security Policy holds.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeTag } from './route-schema';

/**
 * Before the routes: swagger collects them as they are registered. The document passes Spectral's `spectral:oas`
 * ruleset (api-docs.spectral.test.ts, decision 0069): every group a call names is declared with its description,
 * the named schemas (a recursive one: the category tree) are components, the site is its server.
 */
export async function apiDocs(app: FastifyInstance, version: string, publicUrl: string) {
  const tags = new Set<string>();
  app.addHook('onRoute', (r) => {
    if (!r.schema?.hide) for (const tag of (r.schema?.tags as string[] | undefined) ?? []) tags.add(tag);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tedarik API',
        version,
        contact: { name: 'Tedarik', url: `${publicUrl}/contact` },
        description:
          'Herkese açık çağrılar `/api`, üye çağrıları `/api` (Basic: e-posta ve oturum anahtarı), yönetim çağrıları ' +
          '`/adn_api` (Basic: kullanıcı adı ve oturum anahtarı). Alan adları sözleşmedeki Türkçe adlardır. Firmaların ' +
          'açık API çağrıları `/api/v2/open` (Bearer: Hesabım › API Anahtarları sayfasında oluşturulan anahtar, ' +
          'örneğin `Authorization: Bearer tdk_1a2b3c4d_…`); her anahtar dakikada 120 çağrı yapabilir, fazlası 429 ' +
          'ile reddedilir.',
      },
      servers: [{ url: publicUrl, description: 'Tedarik' }],
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic' },
          bearer: { type: 'http', scheme: 'bearer', description: 'Firmanın API anahtarı: tdk_<önek>_<gizli>' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const doc = jsonSchemaTransformObject(document);
      // a named schema comes as its input and its output form (a fresh object here): only those used are listed
      if ('components' in doc && doc.components?.schemas) dropUnused(doc.components.schemas, doc.paths);
      return { ...doc, tags: [...tags].sort().map((name) => ({ name, description: describeTag(name) })) };
    },
  });
}

/** Leaves the named schemas the calls refer to, and those these refer to. */
function dropUnused(schemas: Record<string, unknown>, paths: unknown) {
  const kept = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      if (!kept.has(name) && schemas[name]) {
        kept.add(name);
        visit(JSON.stringify(schemas[name]));
      }
  };
  visit(JSON.stringify(paths));
  for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
}

/** After the routes: the pages of the reference. */
export async function apiDocsUi(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true, tagsSorter: 'alpha', operationsSorter: 'alpha' },
  });
}
