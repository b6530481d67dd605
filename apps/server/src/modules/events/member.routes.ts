// The member's live stream ticket (contract: events/member.ts; platform/events.ts): asked for with the member's
// credentials, it opens one stream (public.routes.ts); the session's logout voids the session's unused tickets.
import { eventsTicket } from '@tedarik/contract/events/member';
import type { FastifyPluginAsync } from 'fastify';
import { sendSessionEnded } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { TICKET_SECONDS } from '../../platform/events';
import { route } from '../../platform/route';
import { sessionIdOf } from '../accounts/service';

export const eventsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, { db, events }) => {
  // a ticket names the session that asked: its logout voids the ticket and ends the stream it opened
  route(app, eventsTicket, async (req, reply) => {
    const sessionId = await sessionIdOf(db, req.sessionToken);
    if (sessionId === undefined) return sendSessionEnded(reply);
    return { ticket: await events.ticket(db, req.memberId, sessionId), expiresIn: TICKET_SECONDS };
  });
};
