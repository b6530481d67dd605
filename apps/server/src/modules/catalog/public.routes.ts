import { zSectors } from '@tedarik/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sectors } from './service';

export const catalogPublicRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/kategoriLisSektor', { schema: { response: { 200: zSectors } } }, () => sectors(db));
};
