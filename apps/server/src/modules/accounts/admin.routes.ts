import { adminChangePassword, adminLogout, adminUser, updateAdminUser } from '@tedarik/contract/accounts/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as admins from './admin-service';
import { endSession } from './sessions';
import { toAdminSession, toAdminUser } from './wire';

export const accountsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, adminChangePassword, async (req) =>
    toAdminSession(
      await admins.adminChangePassword(ctx, req.adminId, {
        currentPassword: req.body.eskiSifre,
        newPassword: req.body.yeniSifre,
      }),
    ),
  );
  route(app, adminUser, async (req) => toAdminUser(await admins.adminAccount(db, req.adminId)));
  route(app, updateAdminUser, async (req) =>
    toAdminSession(
      await admins.adminUpdateUser(db, req.adminId, req.sessionToken, {
        username: req.body.kullanici,
        email: req.body.mail,
        password: req.body.sifre,
      }),
    ),
  );
  route(app, adminLogout, async (req) => {
    await endSession(db, req.sessionToken);
    return 'OK';
  });
};
