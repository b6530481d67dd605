// The member's live stream (contract: events/public.ts; platform/events.ts), opened with a ticket the member asked for
// (member.routes.ts): a second opening is refused; the session's logout ends the stream. The stream sends what the
// member missed since Last-Event-ID first, then what happens, and a heartbeat comment every 25 s; it ends when the
// browser leaves or the process stops.
import { EVENTS_MSG, eventStream, zLastEventId } from '@tedarik/contract/events/public';
import { CURSOR_MSG } from '@tedarik/contract/v2';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { MemberEvent } from '../../platform/events';
import { sendRefusal } from '../../platform/reply';
import { route } from '../../platform/route';

/** The Last-Event-ID header read as the query's `lastEventId` (none: 0); undefined when it is no such id. */
const lastIdOf = (header: string | string[] | undefined) => {
  if (header === undefined) return 0;
  const read = zLastEventId.safeParse(header);
  return read.success ? read.data : undefined;
};

export const eventsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db, events }) => {
  route(app, eventStream, async (req, reply) => {
    // a refused request uses no ticket
    const lastId = req.query.lastEventId ?? lastIdOf(req.headers['last-event-id']);
    if (lastId === undefined) return sendRefusal(reply, CURSOR_MSG, 400);
    const holder = await events.redeem(db, req.query.ticket);
    if (holder === undefined) return sendRefusal(reply, EVENTS_MSG.ticket, 401);
    const { memberId, sessionId } = holder;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // a proxy in front passes each event on at once
      'x-content-type-options': 'nosniff',
    });
    raw.write('retry: 3000\n\n');
    // live events wait while the missed ones are read, so that none falls between them and none comes twice
    let sent = lastId;
    let waiting: MemberEvent[] | undefined = [];
    const write = (e: MemberEvent) => {
      if (e.id <= sent) return;
      sent = e.id;
      raw.write(`id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e.data)}\n\n`);
    };
    const stop = events.subscribe(
      memberId,
      {
        send: (e) => (e === undefined ? raw.write(': \n\n') : waiting ? waiting.push(e) : write(e)),
        end: () => raw.end(),
      },
      sessionId,
    );
    raw.on('close', stop);
    if (lastId > 0) for (const e of await events.missed(db, memberId, lastId)) write(e);
    for (const e of waiting) write(e);
    waiting = undefined;
    return reply;
  });
};
