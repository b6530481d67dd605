// GET /healthz (the process is up) and GET /readyz (the database answers, the process is not overloaded): for a load
// balancer and an orchestrator. The liveness probe answers while the process is overloaded; the readiness probe says
// so (pressure.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { NEVER_SHED, RETRY_AFTER } from './pressure';

const operations = (operationId: string, summary: string, description: string) => ({
  schema: { tags: ['İşletim'], operationId, summary, description },
  config: { ...NEVER_SHED },
});
const LIVE = operations(
  'getHealth',
  'Canlılık yoklaması',
  'Süreç ayaktaysa `{ status: "ok" }`; yük altında da yanıtlar.',
);
const READY = operations(
  'getReadiness',
  'Hazır olma yoklaması',
  'Veritabanı yanıt veriyor ve süreç aşırı yük altında değilse `{ status: "ok" }`; değilse 503.',
);

export function health(app: FastifyInstance, db: Db) {
  app.get('/healthz', LIVE, async () => ({ status: 'ok' }));
  app.get('/readyz', READY, async (_req, reply) => {
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
