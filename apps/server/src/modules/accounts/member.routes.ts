import {
  accountStatus,
  changeEmail,
  changePassword,
  memberLogout,
  verifyMember,
} from '@tedarik/contract/accounts/member';
import { MSG } from '@tedarik/contract/accounts/public';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as accounts from './service';
import { endSession } from './sessions';
import { toAccountStatus, toSessionUser } from './wire';

export const accountsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, verifyMember, async (req) =>
    toSessionUser(await accounts.sessionUser(db, req.memberId, req.sessionToken)),
  );

  route(app, accountStatus, async (req) => toAccountStatus(await accounts.accountStatus(db, req.memberId)));

  route(app, changePassword, async (req) => {
    await accounts.changePassword(ctx, req.memberId, req.sessionToken, req.body);
    return MSG.updated;
  });

  route(app, changeEmail, async (req) =>
    toSessionUser(await accounts.changeEmail(ctx, req.memberId, req.sessionToken, req.body)),
  );

  route(app, memberLogout, async (req) => {
    await endSession(db, req.sessionToken);
    return 'OK';
  });
};
