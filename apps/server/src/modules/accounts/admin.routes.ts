import { adminChangePassword, adminLogout, adminUser, updateAdminUser } from '@tedarik/contract/accounts/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { EVERY_ROLE, route } from '../../platform/route';
import * as admins from './admin-service';
import { withRetryAfter } from './login-throttle';
import { endSession } from './sessions';
import { toAdminSession, toAdminUser } from './wire';

export const accountsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // the current password is counted with the login's attempts (login-throttle.ts): a wait answers 429 with Retry-After
  route(
    app,
    adminChangePassword,
    async (req, reply) =>
      toAdminSession(
        await withRetryAfter(
          reply,
          admins.adminChangePassword(ctx, req.adminId, {
            currentPassword: req.body.eskiSifre,
            newPassword: req.body.yeniSifre,
          }),
        ),
      ),
    { roles: EVERY_ROLE },
  );
  route(app, adminUser, async (req) => toAdminUser(await admins.adminAccount(db, req.adminId)), { roles: EVERY_ROLE });
  route(
    app,
    updateAdminUser,
    async (req, reply) =>
      toAdminSession(
        await withRetryAfter(
          reply,
          admins.adminUpdateUser(ctx, req.adminId, req.sessionToken, {
            username: req.body.kullanici,
            email: req.body.mail,
            password: req.body.sifre,
          }),
        ),
      ),
    { roles: EVERY_ROLE },
  );
  route(
    app,
    adminLogout,
    async (req) => {
      await endSession(db, req.sessionToken);
      return 'OK';
    },
    { roles: EVERY_ROLE },
  );
};
