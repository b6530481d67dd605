// Live updates (issue 38 item 4; DESIGN §8): a browser asks for a short-lived ticket with its credentials (member.ts),
// then opens one Server-Sent Events stream with it here (EventSource sends no headers). Each event names what changed
// for the member ('message': a thread has a new message; 'conversation': a thread was blocked, unblocked or closed); the browser
// refetches what it shows through the usual calls. A browser that reconnects sends Last-Event-ID (EventSource does) or
// `lastEventId` and gets what it missed first.
import { z } from 'zod';
import { defineCall, EVENTS } from '../call';
import { MAX_ID, zWhole } from '../fields';
import { CURSOR_MSG } from '../v2';

export const EVENTS_MSG = {
  ticket: 'Canlı bildirim bağlantısının süresi doldu; sayfayı yenileyin.',
} as const;

/** The last event a reconnecting browser saw (`?lastEventId=` or the Last-Event-ID header): 0 to the id range. */
export const zLastEventId = zWhole(CURSOR_MSG, 0, MAX_ID);

/** GET /api/v2/events?ticket=…: the member's event stream (text/event-stream), heartbeats every 25 s. */
export const eventStream = defineCall({
  method: 'GET',
  path: '/api/v2/events',
  summary: 'Canlı bildirim akışı',
  operationId: 'eventStream',
  auth: 'none',
  request: {
    query: z.object({
      ticket: z.string().max(100),
      lastEventId: zLastEventId.optional(),
    }),
  },
  response: EVENTS,
});
