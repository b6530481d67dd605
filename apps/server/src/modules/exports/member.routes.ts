// The member's spreadsheets (contract: exports/member.ts): asked for, listed, downloaded. Never cached: a file's
// state changes in the background. Asking is limited per member (each file is a task and a thread's work).
import { createExport, downloadExport, EXPORT_DAYS, type Export, getExports } from '@tedarik/contract/exports/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import { askForExport, type ExportRow, exportFile, exportsOf } from './service';

const toExport = (r: ExportRow): Export => ({
  id: r.id,
  kind: r.kind as Export['kind'],
  format: r.format as Export['format'],
  status: r.status as Export['status'],
  name: r.name,
  size: r.size,
  rows: r.rows,
  createdAt: r.createdAt.toISOString(),
  readyAt: r.readyAt?.toISOString() ?? null,
  expiresAt: new Date(r.createdAt.getTime() + EXPORT_DAYS * 86_400_000).toISOString(),
});

export const exportsMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    createExport,
    async (req) => {
      const row = await askForExport(ctx, req.memberId, req.body);
      app.tasks.kick();
      return toExport(row);
    },
    { config: memberLimit(20, '10 minutes') },
  );
  route(app, getExports, async (req) => ({
    items: (await exportsOf(ctx.db, req.memberId, ctx.clock.now())).map(toExport),
  }));
  route(app, downloadExport, async (req, reply) =>
    PRIVATE_FILES.exports.send(
      reply,
      ctx.storage,
      await exportFile(ctx.db, req.memberId, req.params.id, ctx.clock.now()),
    ),
  );
};
