// A member's data as a ZIP (contract: privacy/member.ts): asked for, listed, downloaded once. Never cached: a ZIP's
// state changes in the background. Asking is limited per member (each ZIP reads everything of the member).
import {
  createDataExport,
  DATA_EXPORT_HOURS,
  type DataExport,
  downloadDataExport,
  ERASE_MSG,
  eraseAccount,
  getDataExports,
} from '@tedarik/contract/privacy/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import { eraseOwnAccount } from './erasure';
import { askForDataExport, type DataExportRow, dataExportsOf, takeDataExport } from './service';

const toDataExport = (r: DataExportRow): DataExport => ({
  id: r.id,
  status: r.status as DataExport['status'],
  size: r.size,
  files: r.files,
  createdAt: r.createdAt.toISOString(),
  readyAt: r.readyAt?.toISOString() ?? null,
  downloadedAt: r.downloadedAt?.toISOString() ?? null,
  expiresAt: new Date(r.createdAt.getTime() + DATA_EXPORT_HOURS * 3_600_000).toISOString(),
});

export const privacyMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    createDataExport,
    async (req) => {
      const row = await askForDataExport(ctx, req.memberId);
      app.tasks.kick();
      return toDataExport(row);
    },
    { config: memberLimit(5, '1 hour') },
  );
  route(app, getDataExports, async (req) => ({
    items: (await dataExportsOf(ctx.db, req.memberId, ctx.clock.now())).map(toDataExport),
  }));
  route(app, downloadDataExport, async (req, reply) =>
    PRIVATE_FILES.personalData.send(
      reply,
      ctx.storage,
      await takeDataExport(ctx.db, req.memberId, req.params.id, ctx.clock.now()),
    ),
  );
  // 'Hesabımı Sil': the password is checked as a login attempt (throttled like one); the sessions end in the call, so
  // this answer is the last the token gets; the erasure's task runs right after
  route(
    app,
    eraseAccount,
    async (req) => {
      await eraseOwnAccount(ctx, req.memberId, req.body.password);
      app.tasks.kick();
      return { message: ERASE_MSG.done };
    },
    { config: memberLimit(10, '1 hour') },
  );
};
