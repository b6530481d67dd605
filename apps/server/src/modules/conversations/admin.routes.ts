// The back-office's v2 calls of conversations (contract: conversations/admin.ts). Nothing of them is cached.
import {
  CONVERSATION_ADMIN_MSG,
  closeConversation,
  dismissComplaint,
  getConversationAdmin,
  listComplaints,
} from '@tedarik/contract/conversations/admin';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as moderation from './admin';

export const conversationsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, listComplaints, (req) => moderation.listComplaints(db, req.query), { roles: ['moderator'] });
  route(app, getConversationAdmin, (req) => moderation.threadForAdmin(db, auditOf(req), req.params.id), {
    audit: 'read',
    roles: ['moderator'],
  });
  route(
    app,
    closeConversation,
    async (req) => {
      req.changed();
      await moderation.closeThread(ctx, auditOf(req), req.params.id);
      return { message: CONVERSATION_ADMIN_MSG.closed };
    },
    { roles: ['moderator'] },
  );
  route(
    app,
    dismissComplaint,
    async (req) => {
      req.changed();
      await moderation.dismissComplaint(db, auditOf(req), req.params.id);
      return { message: CONVERSATION_ADMIN_MSG.dismissed };
    },
    { roles: ['moderator'] },
  );
};
