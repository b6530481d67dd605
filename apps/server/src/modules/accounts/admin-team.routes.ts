// The administrators screen's v2 calls (contract: accounts/admin-team.ts): the Yönetici's alone (no roles declared).
import {
  ADMINS_MSG,
  addAdmin,
  changeAdminRole,
  deactivateAdmin,
  listAdmins,
} from '@tedarik/contract/accounts/admin-team';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as team from './admin-team';

export const accountsAdminTeamRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, listAdmins, async () => ({ items: await team.listAdmins(db) }));
  route(app, addAdmin, (req) => team.addAdmin(db, auditOf(req), req.body));
  route(app, changeAdminRole, (req) => team.changeRole(db, auditOf(req), req.params.id, req.body.role));
  route(app, deactivateAdmin, async (req) => {
    await team.deactivateAdmin(db, auditOf(req), req.params.id);
    return { message: ADMINS_MSG.deactivated };
  });
};
