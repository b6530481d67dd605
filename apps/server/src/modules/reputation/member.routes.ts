// The member's v2 calls of reputation (contract: reputation/member.ts): a buyer's review of an accepted offer, and a
// company's reviews with its one answer to each.
import { answerReview, receivedReviews, reviewOffer } from '@tedarik/contract/reputation/member';
import { REPUTATION_MSG } from '@tedarik/contract/reputation/texts';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import { ownRead } from '../../platform/route-cache';
import * as reputation from './service';
import { toReceivedReview } from './wire';

const WRITES = { config: memberLimit(30) };

export const reputationMemberRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(
    app,
    reviewOffer,
    async (req) => {
      const { requestId, review } = await reputation.reviewOffer(ctx, req.memberId, req.params.id, req.body);
      // the buyer's request page, the company's list and the back-office's waiting ratings
      req.changed(tag.member(req.memberId), tag.member(review.companyId), tag.admin);
      return { requestId, review: toReceivedReview(review) };
    },
    WRITES,
  );
  route(
    app,
    receivedReviews,
    async (req) => {
      const page = await reputation.receivedReviews(ctx.db, req.memberId, req.query);
      return { items: page.items.map(toReceivedReview), nextCursor: page.nextCursor };
    },
    { cache: ownRead },
  );
  route(
    app,
    answerReview,
    async (req) => {
      const review = await reputation.answerReview(ctx, req.memberId, req.params.id, req.body.text);
      req.changed(tag.member(req.memberId), tag.public, tag.admin);
      return { review: toReceivedReview(review), message: REPUTATION_MSG.answered };
    },
    WRITES,
  );
};
