import {
  ACTIVATION,
  activationNeeded,
  confirmActivationCode,
  confirmEmailChange,
  forgotPassword,
  MSG,
  memberLogin,
  register,
  resetPassword,
  sendActivationCode,
} from '@tedarik/contract/accounts/public';
import { LOGIN_LINK_MSG, loginByLink, requestLoginLink } from '@tedarik/contract/accounts/public-login-links';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, loggable } from '../../platform/errors';
import { limit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as emailChange from './email-change';
import { loginWithLink, mailLoginLink } from './login-links';
import { withRetryAfter } from './login-throttle';
import * as accounts from './service';
import { fromRegistrationFields, toSessionUser } from './wire';

export const accountsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  route(
    app,
    memberLogin,
    async (req, reply) =>
      toSessionUser(await withRetryAfter(reply, accounts.login(ctx, req.body.mail, req.body.sifre))),
    { config: limit(10) },
  );

  // the way in while the login waits (login-links.ts): limited per address like the forgotten password
  route(
    app,
    requestLoginLink,
    async (req) => {
      await mailLoginLink(ctx, 'member', req.body.email);
      return { message: LOGIN_LINK_MSG.sent };
    },
    { config: limit(5, '10 minutes') },
  );
  route(
    app,
    loginByLink,
    async (req) => {
      const { id, token } = await loginWithLink(db, 'member', req.body.token);
      return toSessionUser(await accounts.sessionUser(db, id, token));
    },
    { config: limit(10, '10 minutes') },
  );

  // the consents it records name the call: the app's JSON or the site's form (consents area)
  route(
    app,
    register,
    async (req) => {
      const json = /json/i.test(req.headers['content-type'] ?? '');
      const at = { ip: req.ip, source: json ? ('kayit-json' as const) : ('kayit-form' as const) };
      return toSessionUser(await accounts.register(ctx, fromRegistrationFields(req.body), at));
    },
    { config: limit(5, '10 minutes') },
  );

  route(app, activationNeeded, (req) => accounts.activationNeeded(db, req.body.email), { config: limit(20) });

  // a failure of ours is the spec's 'error' answer ('Hatalı oluştu işleminiz yapılamadı.'), not a 500; a rule of
  // ours (a code asked again too soon) keeps its own answer
  const orError = (req: FastifyRequest, work: Promise<string>) =>
    work.catch((err) => {
      if (err instanceof AppError) throw err;
      req.log.error({ err: loggable(err) }, 'activation failed');
      return ACTIVATION.error;
    });

  route(app, sendActivationCode, (req) => orError(req, accounts.sendActivationCode(ctx, req.body.email)), {
    config: limit(3, '10 minutes'),
  });

  route(
    app,
    confirmActivationCode,
    (req) => orError(req, accounts.confirmActivation(db, req.body.email, req.body.onayKodu)),
    { config: limit(10, '10 minutes') },
  );

  route(
    app,
    forgotPassword,
    async (req) => {
      await accounts.forgotPassword(ctx, req.body.email);
      return MSG.forgotSent;
    },
    { config: limit(5, '10 minutes') },
  );

  route(app, confirmEmailChange, (req) => emailChange.confirmEmailChange(ctx, req.body.token), {
    config: limit(10, '10 minutes'),
  });

  route(
    app,
    resetPassword,
    async (req) => {
      await accounts.resetPassword(ctx, req.body.token, req.body.sifre, 'member');
      return MSG.resetDone;
    },
    { config: limit(10, '10 minutes') },
  );
};
