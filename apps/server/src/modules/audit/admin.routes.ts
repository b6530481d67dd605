// The audit log's v2 calls (contract: audit/admin.ts): the Yönetici's alone (no roles declared).

import { Readable } from 'node:stream';
import { exportAuditLog, getAuditLog } from '@tedarik/contract/audit/admin';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import type { CacheDeclaration } from '../../platform/route-cache';
import { allAuditRows, auditPage } from './service';
import { AUDIT_CSV_HEAD, toAuditCsvLines, toAuditEntry } from './wire';

/**
 * The log's pages, the same for every Yönetici, until a row is written (its one writer names `audit`) or a write names
 * nothing (an administrator renamed, a member forgotten): its newest page is read again at every visit of the screen.
 */
const auditRead: CacheDeclaration = { sameFor: 'everyone', tags: [tag.audit] };

export const auditAdminRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  route(
    app,
    getAuditLog,
    async (req) => {
      const page = await auditPage(db, req.query);
      return { items: page.items.map(toAuditEntry), nextCursor: page.nextCursor };
    },
    { cache: auditRead },
  );
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
