// GET /healthz (the process is up) and GET /readyz (the database answers, the process is not overloaded): for a load
// balancer and an orchestrator. The liveness probe answers while the process is overloaded; the readiness probe says
// so (pressure.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { NEVER_SHED, RETRY_AFTER } from './pressure';

const OPERATIONS = { schema: { tags: ['İşletim'] }, config: { ...NEVER_SHED } };

export function health(app: FastifyInstance, db: Db) {
  app.get('/healthz', OPERATIONS, async () => ({ status: 'ok' }));
  app.get('/readyz', OPERATIONS, async (_req, reply) => {
    if (app.isUnderPressure())
      return reply.code(503).header('retry-after', String(RETRY_AFTER)).send({ status: 'under pressure' });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
