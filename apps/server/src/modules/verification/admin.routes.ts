// The back-office's review of company documents (contract: verification/admin.ts). Never cached (the queue changes
// with every upload); the decisions name nothing they changed, so every cached badge is stale after them.
import {
  approveDocument,
  downloadDocumentAdmin,
  getCompanyVerification,
  getVerificationQueue,
  rejectDocument,
} from '@tedarik/contract/verification/admin';
import { VERIFICATION_MSG } from '@tedarik/contract/verification/documents';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { route } from '../../platform/route';
import { toFile } from './member.routes';
import * as verification from './service';
import { toDetails, toDocument, toQueueItem } from './wire';

const PAGE = 30;
/** reviewing documents is moderation: the Moderatör's too (decision 0054) */
const MODERATOR = { roles: ['moderator'] } as const;

export const verificationAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(
    app,
    getVerificationQueue,
    async ({ query }) => {
      const page = await cursorPage(
        query.limit ?? PAGE,
        (take) => verification.reviewQueue(db, take, query.cursor),
        (q) => q.id,
      );
      return { ...page, items: page.items.map(toQueueItem) };
    },
    MODERATOR,
  );
  route(
    app,
    getCompanyVerification,
    async ({ params }) => {
      const v = await verification.companyVerification(ctx, params.id);
      return {
        memberId: v.memberId,
        companyName: v.companyName,
        email: v.email,
        details: toDetails(v.details),
        documents: v.documents.map((d) => toDocument(d, v.today)),
        badges: v.badges,
      };
    },
    MODERATOR,
  );
  route(
    app,
    downloadDocumentAdmin,
    async ({ params }, reply) =>
      PRIVATE_FILES.verification.send(reply, ctx.storage, toFile(await verification.anyDocument(db, params.id))),
    MODERATOR,
  );
  route(
    app,
    approveDocument,
    async ({ params }) => {
      await verification.reviewDocument(ctx, params.id, { approve: true });
      return { message: VERIFICATION_MSG.approved };
    },
    MODERATOR,
  );
  route(
    app,
    rejectDocument,
    async ({ params, body }) => {
      await verification.reviewDocument(ctx, params.id, { approve: false, reason: body.reason, note: body.note });
      return { message: VERIFICATION_MSG.rejected };
    },
    MODERATOR,
  );
};
