import type { FastifyReply } from 'fastify';

/** The legacy clients read plain-text answers ('OK', 'NON', Turkish messages). */
export const sendText = (reply: FastifyReply, text: string, status = 200) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

/** Per-route limits (DESIGN §4); the store is shared through Redis when REDIS_URL is set. */
export const limit = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max, timeWindow } });
