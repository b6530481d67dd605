import {
  ACTIVATION,
  MSG,
  zActivationConfirm,
  zEmailRequest,
  zLoginRequest,
  zRegisterRequest,
  zResetPassword,
  zSessionUser,
} from '@tedarik/contract/accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit, sendText } from '../../platform/reply';
import {
  type AccountsCtx,
  activationNeeded,
  confirmActivation,
  forgotPassword,
  login,
  register,
  resetPassword,
  sendActivationCode,
} from './service';

export const accountsPublicRoutes: FastifyPluginAsyncZod<{ ctx: AccountsCtx }> = async (app, { ctx }) => {
  const { db } = ctx;
  const user = { response: { 200: zSessionUser } };

  app.post('/api/login', { schema: { body: zLoginRequest, ...user }, config: limit(10) }, (req) =>
    login(db, req.body.mail, req.body.sifre),
  );

  app.post(
    '/api/hesapOlustur',
    { schema: { body: zRegisterRequest, ...user }, config: limit(5, '10 minutes') },
    (req) => register(ctx, req.body),
  );

  app.post('/api/aktivasyonSorgusu', { schema: { body: zEmailRequest }, config: limit(20) }, async (req, reply) =>
    sendText(reply, await activationNeeded(db, req.body.email)),
  );

  // a failure of ours is the spec's 'error' answer ('Hatalı oluştu işleminiz yapılamadı.'), not a 500
  const orError = (req: FastifyRequest, work: Promise<string>) =>
    work.catch((err) => {
      req.log.error({ err }, 'activation failed');
      return ACTIVATION.error;
    });

  app.post(
    '/api/aktivasyonKoduGonder',
    { schema: { body: zEmailRequest }, config: limit(3, '10 minutes') },
    async (req, reply) => sendText(reply, await orError(req, sendActivationCode(ctx, req.body.email))),
  );

  app.post(
    '/api/aktivasyonKoduOnay',
    { schema: { body: zActivationConfirm }, config: limit(10, '10 minutes') },
    async (req, reply) => sendText(reply, await orError(req, confirmActivation(db, req.body.email, req.body.onayKodu))),
  );

  app.post(
    '/api/sifremiUnuttum',
    { schema: { body: zEmailRequest }, config: limit(5, '10 minutes') },
    async (req, reply) => {
      await forgotPassword(ctx, req.body.email);
      return sendText(reply, MSG.forgotSent);
    },
  );

  app.post(
    '/api/sifreSifirla',
    { schema: { body: zResetPassword }, config: limit(10, '10 minutes') },
    async (req, reply) => {
      await resetPassword(db, req.body.token, req.body.sifre, 'member');
      return sendText(reply, MSG.resetDone);
    },
  );
};
