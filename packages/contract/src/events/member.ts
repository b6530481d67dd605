// Live updates (issue 38 item 4; DESIGN §8): a browser asks for a short-lived ticket with its credentials here, then
// opens one Server-Sent Events stream with it (public.ts; EventSource sends no headers). Each event names what changed
// for the member ('message': a thread has a new message; 'conversation': a thread was blocked, unblocked or closed); the browser
// refetches what it shows through the usual calls. A browser that reconnects sends Last-Event-ID (EventSource does) or
// `lastEventId` and gets what it missed first.
import { z } from 'zod';
import { defineCall } from '../call';

/**
 * POST /api/v2/events/ticket: a ticket that opens one stream of the member within `expiresIn` seconds; the session's
 * logout voids it and ends the streams it opened.
 */
export const eventsTicket = defineCall({
  method: 'POST',
  path: '/api/v2/events/ticket',
  summary: 'Canlı bildirim akışı bileti',
  operationId: 'eventsTicket',
  auth: 'member',
  response: z.object({ ticket: z.string(), expiresIn: z.number() }),
  writes: false,
});
