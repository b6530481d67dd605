import { answerTicket, getAdminTicket, getAdminTickets } from '@tedarik/contract/support/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { upToCeiling } from '../../platform/unpaged';
import * as support from './service';
import { toAdminThread, toAdminTicket } from './wire';

export const supportAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getAdminTickets, async (req, reply) =>
    (await upToCeiling(reply, await support.adminTickets(db, req.query.sayfa), () => support.ticketCount(db))).map(
      toAdminTicket,
    ),
  );
  route(app, getAdminTicket, async (req) => toAdminThread(await support.adminThread(db, req.params.id)));
  route(app, answerTicket, async (req) => {
    await support.answerTicket(ctx, req.params.id, req.body.detay);
    return toAdminThread(await support.adminThread(db, req.params.id));
  });
};
