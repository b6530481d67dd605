// The member's v2 calls of its verification (contract: verification/member.ts). The writes name nothing they
// changed, so every cached answer is stale after them: a document replaced or removed drops badges that the desks,
// comparisons and feeds of other members show (decision 0032: when unsure, name nothing).

import { VERIFICATION_MSG } from '@tedarik/contract/verification/documents';
import {
  deleteMyDocument,
  downloadMyDocument,
  getMyVerification,
  getRequestBadges,
  saveVerificationDetails,
  uploadVerificationDocument,
} from '@tedarik/contract/verification/member';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { uploadOf } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as verification from './service';
import { toDetails, toDocument } from './wire';

const { uploadOptions, send } = PRIVATE_FILES.verification;
const UPLOAD = { config: { ...uploadOptions.config, ...memberLimit(30, '10 minutes') } };

export const verificationMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getMyVerification, async (req) => {
    const v = await verification.verificationOf(ctx, req.memberId);
    return {
      details: toDetails(v.details),
      documents: v.documents.map((d) => toDocument(d, v.today)),
      badges: v.badges,
    };
  });
  route(app, saveVerificationDetails, async (req) => {
    await verification.saveDetails(db, req.memberId, req.body);
    return { message: VERIFICATION_MSG.saved };
  });
  route(
    app,
    uploadVerificationDocument,
    async (req) => {
      const { kind, expiresOn } = req.body;
      const row = await verification.uploadDocument(ctx, req.memberId, { kind, expiresOn }, await uploadOf(req));
      return toDocument(row, row.createdAt.toISOString().slice(0, 10));
    },
    UPLOAD,
  );
  route(app, downloadMyDocument, async (req, reply) =>
    send(reply, ctx.storage, toFile(await verification.memberDocument(db, req.memberId, req.params.id))),
  );
  route(app, getRequestBadges, async (req) => ({
    items: await verification.requestBuyerBadges(ctx, req.query.ids),
  }));
  route(app, deleteMyDocument, async (req) => {
    await verification.deleteDocument(ctx, req.memberId, req.params.id);
    return { message: VERIFICATION_MSG.deleted };
  });
};

/** A document as the private files' `send` reads it. */
export const toFile = (d: verification.DocumentRow) => ({
  storageKey: d.storageKey,
  name: d.name,
  size: d.size,
  kind: d.fileKind,
});
