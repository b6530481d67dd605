import { createTicket, getTicket, getTickets, replyTicket, SUPPORT_MSG } from '@tedarik/contract/support/member';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import * as support from './service';
import { toThread, toTicket } from './wire';

export const supportMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getTickets, async (req) => (await support.ownTickets(db, req.memberId)).map(toTicket));
  route(app, createTicket, (req) => {
    // a ticket is the member's and the back-office's, never public
    req.changed(tag.member(req.memberId), tag.admin);
    return support.createTicket(db, req.memberId, { subject: req.body.baslik, body: req.body.detay });
  });
  route(app, getTicket, async (req) => toThread(await support.ownThread(db, req.memberId, req.params.id)));
  route(app, replyTicket, async (req) => {
    await support.replyTicket(db, req.memberId, req.params.id, req.body.detay);
    req.changed(tag.member(req.memberId), tag.admin);
    return SUPPORT_MSG.sent;
  });
};
