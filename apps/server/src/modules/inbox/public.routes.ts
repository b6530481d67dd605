import { INBOX_MSG, zContactRequest, zNewsletterRequest } from '@tedarik/contract/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { OutboxWorker } from '../../platform/outbox';
import { limit, sendText } from '../../platform/reply';
import { receiveContact, subscribe } from './service';

export const inboxPublicRoutes: FastifyPluginAsyncZod<{ db: Db; outbox: OutboxWorker }> = async (app, ctx) => {
  app.post(
    '/api/iletisimMail',
    { schema: { body: zContactRequest }, config: limit(5, '10 minutes') },
    async (req, reply) => {
      await receiveContact(ctx, req.body);
      return sendText(reply, 'Ok');
    },
  );
  app.post(
    '/api/bultenKayit',
    { schema: { body: zNewsletterRequest }, config: limit(10, '10 minutes') },
    async (req, reply) => {
      await subscribe(ctx.db, req.body.email);
      return sendText(reply, INBOX_MSG.subscribed);
    },
  );
};
