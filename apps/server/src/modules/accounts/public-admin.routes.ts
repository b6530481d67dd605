// The back-office calls that need no session (login, forgotten and reset password, the ad places): registered in the
// public scope, the only /adn_api routes outside the admin guard.

import { MSG } from '@tedarik/contract/accounts/public';
import { adminForgotPassword, adminLogin, adminResetPassword } from '@tedarik/contract/accounts/public-admin';
import { adminLoginByLink, LOGIN_LINK_MSG, requestAdminLoginLink } from '@tedarik/contract/accounts/public-login-links';
import { AD_TYPES } from '@tedarik/contract/constants';
import { getAdTypes } from '@tedarik/contract/content/public-admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { limit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as admins from './admin-service';
import { loginWithLink, mailLoginLink } from './login-links';
import { withRetryAfter } from './login-throttle';
import { resetPassword } from './service';
import { toAdminSession } from './wire';

export const accountsPublicAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, getAdTypes, () => AD_TYPES.map(({ value, text }) => ({ value, text })));

  route(
    app,
    adminLogin,
    async (req, reply) =>
      toAdminSession(await withRetryAfter(reply, admins.adminLogin(ctx, req.body.kad, req.body.sifre))),
    { config: limit(10) },
  );

  // the way in while the login waits (login-links.ts), to the administrator's address
  route(
    app,
    requestAdminLoginLink,
    async (req) => {
      await mailLoginLink(ctx, 'admin', req.body.email);
      return { message: LOGIN_LINK_MSG.sent };
    },
    { config: limit(5, '10 minutes') },
  );
  route(
    app,
    adminLoginByLink,
    async (req) => {
      const { id, token } = await loginWithLink(ctx.db, 'admin', req.body.token);
      return toAdminSession({ ...(await admins.adminAccount(ctx.db, id)), token });
    },
    { config: limit(10, '10 minutes') },
  );

  route(
    app,
    adminForgotPassword,
    async (req) => {
      await admins.adminForgotPassword(ctx, req.body.email);
      return MSG.forgotSent;
    },
    { config: limit(5, '10 minutes') },
  );

  route(
    app,
    adminResetPassword,
    async (req) => {
      await resetPassword(ctx, req.body.token, req.body.sifre, 'admin');
      return MSG.resetDone;
    },
    { config: limit(10, '10 minutes') },
  );
};
