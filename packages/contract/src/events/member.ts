// Live updates (issue 38 item 4; DESIGN §8): a browser asks for a short-lived ticket with its credentials, then opens
// one Server-Sent Events stream with it (EventSource sends no headers). Each event names what changed for the member
// ('message': a thread has a new message; 'conversation': a thread was blocked, unblocked or closed); the browser
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

/**
 * POST /api/v2/events/ticket: a ticket that opens one stream of the member within `expiresIn` seconds; the session's
 * logout voids it and ends the streams it opened.
 */
export const eventsTicket = defineCall({
  method: 'POST',
  path: '/api/v2/events/ticket',
  auth: 'member',
  response: z.object({ ticket: z.string(), expiresIn: z.number() }),
  writes: false,
});

/** GET /api/v2/events?ticket=…: the member's event stream (text/event-stream), heartbeats every 25 s. */
export const eventStream = defineCall({
  method: 'GET',
  path: '/api/v2/events',
  auth: 'none',
  request: {
    query: z.object({
      ticket: z.string().max(100),
      lastEventId: zLastEventId.optional(),
    }),
  },
  response: EVENTS,
});
