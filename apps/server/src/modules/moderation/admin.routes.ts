// The moderation workbench in the back-office (/adn_api/v2/moderation…, issue 49 item 3, decision 0058): the queue,
// a request's reach before approval, approval (one or many), rejection with a listed reason, and the reasons' list.
import { addReason, deactivateReason, getReasons, updateReason } from '@tedarik/contract/moderation/admin';
import {
  approveItems,
  getQueue,
  getRequestReach,
  QUEUE_MSG,
  rejectItem,
} from '@tedarik/contract/moderation/admin-queue';
import type { FastifyPluginAsync } from 'fastify';
import { auditOf } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { adminRead } from '../../platform/route-cache';
import { requestReach } from '../requests/service';
import { approve, reject } from './decisions';
import { queuePage } from './queue';
import * as reasons from './reasons';

/** the workbench is the Moderatör's place of work (decision 0054) */
const MODERATOR = { roles: ['moderator'] } as const;

export const moderationAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // cached like the back-office's other lists until a write names `admin` or nothing: every write that adds to it or
  // changes what it shows does (a member's request, edit, rating, review or package application names `admin`; a
  // complaint, a document, a new name and every back-office decision name nothing)
  route(app, getQueue, ({ query }) => queuePage(ctx, query), { ...MODERATOR, cache: adminRead });
  route(
    app,
    getRequestReach,
    async ({ params }) => {
      const companies = await requestReach(db, params.id);
      if (companies === undefined) throw notFound(QUEUE_MSG.requestNotFound);
      return { companies, text: QUEUE_MSG.reach(companies) };
    },
    MODERATOR,
  );
  // the decisions change what the areas' own calls change (the legacy calls name nothing either: everything)
  route(
    app,
    approveItems,
    async (req) => {
      const approved = await approve(ctx, auditOf(req), req.body.items);
      return { approved, message: QUEUE_MSG.approved(approved) };
    },
    MODERATOR,
  );
  route(
    app,
    rejectItem,
    async (req) => {
      await reject(ctx, auditOf(req), req.body);
      return { message: QUEUE_MSG.rejected };
    },
    MODERATOR,
  );

  // a Moderatör rejects with the list; the Yönetici keeps it
  route(
    app,
    getReasons,
    async ({ query }) => ({ items: await reasons.reasonsOf(db, query.kind, { all: true }) }),
    MODERATOR,
  );
  route(app, addReason, ({ body }) => reasons.addReason(db, body));
  route(app, updateReason, ({ params, body }) => reasons.updateReason(db, params.id, body));
  route(app, deactivateReason, ({ params }) => reasons.updateReason(db, params.id, { active: false }));
};
