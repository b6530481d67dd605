// The back-office's review of company documents (contract: verification/admin.ts), the Moderatör's and the
// Yönetici's. The queue is cached like the back-office's other lists: what changes it (an upload, a removal, a
// decision, a company's new name) names nothing it changed, so every cached answer, badges too, is stale after it.
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
import { adminRead } from '../../platform/route-cache';
import { toFile } from './member.routes';
import * as verification from './service';
import { toDetails, toDocument, toQueueItem } from './wire';

const PAGE = 30;
/** the review is moderation: the Moderatör's as well as the Yönetici's */
const REVIEW = { roles: ['moderator'] } as const;

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
    { ...REVIEW, cache: adminRead },
  );
  // a company's numbers, e-mail and documents are its personal data: each reading is in the audit log
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
    { ...REVIEW, audit: 'read' },
  );
  route(
    app,
    downloadDocumentAdmin,
    async ({ params }, reply) =>
      PRIVATE_FILES.verification.send(reply, ctx.storage, toFile(await verification.anyDocument(db, params.id))),
    { ...REVIEW, audit: 'read' },
  );
  route(
    app,
    approveDocument,
    async ({ params }) => {
      await verification.reviewDocument(ctx, params.id, { approve: true });
      return { message: VERIFICATION_MSG.approved };
    },
    REVIEW,
  );
  route(
    app,
    rejectDocument,
    async ({ params, body }) => {
      await verification.reviewDocument(ctx, params.id, { approve: false, reasonId: body.reasonId, note: body.note });
      return { message: VERIFICATION_MSG.rejected };
    },
    REVIEW,
  );
};
