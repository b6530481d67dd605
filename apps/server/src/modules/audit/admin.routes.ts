// The audit log's v2 calls (contract: audit/admin.ts): the Yönetici's alone (no roles declared).

import { Readable } from 'node:stream';
import { exportAuditLog, getAuditLog } from '@tedarik/contract/audit/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { allAuditRows, auditPage } from './service';
import { AUDIT_CSV_HEAD, toAuditCsvLines, toAuditEntry } from './wire';

export const auditAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(app, getAuditLog, async (req) => {
    const page = await auditPage(db, req.query);
    return { items: page.items.map(toAuditEntry), nextCursor: page.nextCursor };
  });
  // streamed in batches like the newsletter's export: a log of any length is never held in memory whole
  route(app, exportAuditLog, (req, reply) => {
    async function* lines() {
      yield AUDIT_CSV_HEAD;
      for await (const rows of allAuditRows(db, req.query)) yield toAuditCsvLines(rows);
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="denetim-kaydi.csv"')
      .send(Readable.from(lines()));
  });
};
