// GET /healthz (the process is up) and GET /readyz (the database answers): for a load balancer and an orchestrator.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

const OPERATIONS = { schema: { tags: ['İşletim'] } };

export function health(app: FastifyInstance, db: Db) {
  app.get('/healthz', OPERATIONS, async () => ({ status: 'ok' }));
  app.get('/readyz', OPERATIONS, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
