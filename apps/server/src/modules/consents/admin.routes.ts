import { Readable } from 'node:stream';
import {
  exportConsentsForIys,
  getLegalTexts,
  importIysRefusals,
  publishLegalText,
  sendBulletin,
} from '@tedarik/contract/consents/admin';
import { CONSENT_MSG, MAX_REFUSALS_BYTES } from '@tedarik/contract/consents/consents';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { route } from '../../platform/route';
import { sendBulletin as send } from './bulletins';
import { IYS_CSV_HEAD, importRefusals, iysRows, parseRefusals } from './iys';
import * as consents from './service';
import { toLegalText } from './wire';

export const consentsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getLegalTexts, async () => ({ items: (await consents.allTexts(db)).map(toLegalText) }));
  route(app, publishLegalText, async (req) => toLegalText(await consents.publishText(db, req.adminId, req.body)));
  // streamed in batches: a million addresses are never held in memory
  // a read of everyone's addresses: the audit log keeps who downloaded it
  route(
    app,
    exportConsentsForIys,
    (_req, reply) => {
      async function* lines() {
        yield IYS_CSV_HEAD;
        yield* iysRows(db);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="iys-izinler.csv"')
        .send(Readable.from(lines()));
    },
    { audit: 'read' },
  );
  route(
    app,
    importIysRefusals,
    async (req) => {
      const file = req.body.file;
      const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
      return importRefusals(db, parseRefusals(bytes), req.ip);
    },
    {
      config: {
        multipartOptions: { limits: { fileSize: MAX_REFUSALS_BYTES } },
        fileTooLarge: CONSENT_MSG.tooLarge,
      },
    },
  );
  route(app, sendBulletin, async (req) => ({ queued: await send(ctx, req.body.subject, req.body.message) }));
};
