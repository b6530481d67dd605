import { zCategoryLinks, zCategoryListAll, zProductSuggestions } from '@tedarik/contract/catalog';
import { zSectors } from '@tedarik/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { categoryLinks, categoryListAll, sectors, suggestProducts } from './service';

export const catalogPublicRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/kategoriLisSektor', { schema: { response: { 200: zSectors } } }, () => sectors(db));
  app.get('/api/kategoriListAll', { schema: { response: { 200: zCategoryListAll } } }, () => categoryListAll(db));
  app.get('/api/kategoriListLink', { schema: { response: { 200: zCategoryLinks } } }, () => categoryLinks(db));
  app.get(
    '/api/urunAra',
    { schema: { querystring: z.object({ s: z.string().default('') }), response: { 200: zProductSuggestions } } },
    (req) => suggestProducts(db, req.query.s),
  );
};
