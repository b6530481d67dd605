import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { unreadContactCount } from './service';

export const inboxAdminRoutes: FastifyPluginAsyncZod<{ db: Db; admin: onRequestHookHandler }> = async (
  app,
  { db, admin },
) => {
  app.addHook('onRequest', admin);
  app.get('/adn_api/iletisimCount', { schema: { response: { 200: z.number() } } }, () => unreadContactCount(db));
};
