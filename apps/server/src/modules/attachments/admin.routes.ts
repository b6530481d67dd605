// The back-office's v2 calls of attached files (contract: attachments/admin.ts): every file of a request and its
// offers, and any file as a download (through the private-files module, decision 0044).
import { downloadFileAdmin, getRequestFilesAdmin } from '@tedarik/contract/attachments/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { route } from '../../platform/route';
import * as files from './service';
import { toAttachmentList } from './wire';

export const attachmentsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    getRequestFilesAdmin,
    async (req) => toAttachmentList(await files.allRequestFiles(ctx.db, req.params.id)),
    { roles: ['moderator'] },
  );
  route(
    app,
    downloadFileAdmin,
    async (req, reply) =>
      PRIVATE_FILES.attachments.send(reply, ctx.storage, await files.anyFile(ctx.db, req.params.id)),
    { roles: ['moderator'] },
  );
};
