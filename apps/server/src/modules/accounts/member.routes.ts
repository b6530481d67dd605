import { MSG, zAccountStatus, zChangeEmail, zChangePassword, zSessionUser } from '@tedarik/contract/accounts';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendText } from '../../platform/reply';
import { type AccountsCtx, accountStatus, changeEmail, changePassword, sessionUser } from './service';
import { endSession } from './sessions';

export const accountsMemberRoutes: FastifyPluginAsyncZod<{ ctx: AccountsCtx; member: onRequestHookHandler }> = async (
  app,
  { ctx: { db }, member },
) => {
  app.addHook('onRequest', member);

  app.get('/api/uyeDogrula', { schema: { response: { 200: zSessionUser } } }, (req) =>
    sessionUser(db, req.memberId, req.sessionToken),
  );

  app.get('/api/hesapControl', { schema: { response: { 200: zAccountStatus } } }, (req) =>
    accountStatus(db, req.memberId),
  );

  app.post('/api/uyesifremGuncelle', { schema: { body: zChangePassword } }, async (req, reply) => {
    await changePassword(db, req.memberId, req.sessionToken, req.body);
    return sendText(reply, MSG.updated);
  });

  app.post('/api/uyekullaniciGuncelle', { schema: { body: zChangeEmail, response: { 200: zSessionUser } } }, (req) =>
    changeEmail(db, req.memberId, req.sessionToken, req.body),
  );

  app.post('/api/cikis', async (req, reply) => {
    await endSession(db, req.sessionToken);
    return sendText(reply, 'OK');
  });
};
