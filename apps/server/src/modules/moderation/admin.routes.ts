// The moderation workbench in the back-office (/adn_api/v2/moderation…, issue 49 item 3, decision 0058).
import { addReason, deactivateReason, getReasons, updateReason } from '@tedarik/contract/moderation/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as reasons from './reasons';

export const moderationAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // a Moderatör rejects with the list; the Yönetici keeps it
  route(app, getReasons, async ({ query }) => ({ items: await reasons.reasonsOf(db, query.kind, { all: true }) }), {
    roles: ['moderator'],
  });
  route(app, addReason, ({ body }) => reasons.addReason(db, body));
  route(app, updateReason, ({ params, body }) => reasons.updateReason(db, params.id, body));
  route(app, deactivateReason, ({ params }) => reasons.updateReason(db, params.id, { active: false }));
};
