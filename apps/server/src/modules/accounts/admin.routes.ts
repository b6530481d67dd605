import { MSG, zEmailRequest, zResetPassword } from '@tedarik/contract/accounts';
import {
  zAdminChangePassword,
  zAdminLoginRequest,
  zAdminSession,
  zAdminUser,
  zAdminUserUpdate,
} from '@tedarik/contract/admin-accounts';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit, sendText } from '../../platform/reply';
import { adminChangePassword, adminForgotPassword, adminLogin, adminUpdateUser, adminUser } from './admin-service';
import { type AccountsCtx, resetPassword } from './service';
import { endSession } from './sessions';

export const accountsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AccountsCtx; admin: onRequestHookHandler }> = async (
  app,
  { ctx, admin },
) => {
  const { db } = ctx;
  const session = { response: { 200: zAdminSession } };

  app.post('/adn_api/login', { schema: { body: zAdminLoginRequest, ...session }, config: limit(10) }, (req) =>
    adminLogin(db, req.body.kad, req.body.sifre),
  );

  app.post(
    '/adn_api/sifremiUnuttum',
    { schema: { body: zEmailRequest }, config: limit(5, '10 minutes') },
    async (req, reply) => {
      await adminForgotPassword(ctx, req.body.email);
      return sendText(reply, MSG.forgotSent);
    },
  );

  app.post(
    '/adn_api/sifreSifirla',
    { schema: { body: zResetPassword }, config: limit(10, '10 minutes') },
    async (req, reply) => {
      await resetPassword(db, req.body.token, req.body.sifre, 'admin');
      return sendText(reply, MSG.resetDone);
    },
  );

  app.register(async (guarded) => {
    guarded.addHook('onRequest', admin);
    const g = guarded.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();

    g.post('/adn_api/sifreGunc', { schema: { body: zAdminChangePassword, ...session } }, (req) =>
      adminChangePassword(db, req.adminId, req.body),
    );
    g.get('/adn_api/kullaniciGuncelle', { schema: { response: { 200: zAdminUser } } }, (req) =>
      adminUser(db, req.adminId),
    );
    g.post('/adn_api/kullaniciGuncelle', { schema: { body: zAdminUserUpdate, ...session } }, (req) =>
      adminUpdateUser(db, req.adminId, req.sessionToken, req.body),
    );
    g.post('/adn_api/cikis', async (req, reply) => {
      await endSession(db, req.sessionToken);
      return sendText(reply, 'OK');
    });
  });
};
