import { isV2Path, type V2Error } from '@tedarik/contract/v2';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The legacy clients read plain-text answers ('OK', 'NON', Turkish messages). */
export const sendText = (reply: FastifyReply, text: string, status = 200) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

/**
 * A refusal or failure in the caller's dialect: the Turkish text alone to a legacy call, `{ message, fields }` to a
 * call under /api/v2 or /adn_api/v2 (decision 0037).
 */
export function sendRefusal(reply: FastifyReply, message: string, status: number, fields?: V2Error['fields']) {
  if (!isV2Path(reply.request.url)) return sendText(reply, message, status);
  const body: V2Error = fields && Object.keys(fields).length > 0 ? { message, fields } : { message };
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Per-route limits (DESIGN §4); the store is shared through Redis when REDIS_URL is set. */
export const limit = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });

/**
 * A member's write or heavy read (messages, uploads, the comparison's files) limited like the legacy writes, but
 * counted per member (the members of one office share an address): for routes of the member scope, whose guard has
 * found the member before the count (an address only if none was found).
 */
export const memberLimit = (max: number, timeWindow = '1 minute') => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (req: FastifyRequest) => (req.memberId ? `member:${req.memberId}` : `ip:${req.ip}`),
  },
});

/** How many calls a key of the open API makes a minute (decision 0065). */
export const KEY_CALLS_PER_MINUTE = 120;

/** Every open-API route's limit (route.ts): counted per key, which its guard found before the count. */
export const keyLimit = () => ({
  rateLimit: {
    max: KEY_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `key:${req.apiKeyId}`,
  },
});
