// A buyer's review of an accepted offer (contract: offers/member-review.ts): the offer's rating with its sub-scores,
// kept by reputation's service, which the review feeds (decision 0057).
import { reviewOffer } from '@tedarik/contract/offers/member-review';
import type { FastifyPluginAsync } from 'fastify';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { memberLimit } from '../../platform/reply';
import { route } from '../../platform/route';
import * as reputation from '../reputation/service';
import { toReceivedReview } from '../reputation/wire';

const WRITES = { config: memberLimit(30) };

export const offersMemberReviewRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
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
};
