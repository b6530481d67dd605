// A buyer's review of an accepted offer (issue 49 item 2, decision 0057): the offer's rating with the four sub-scores
// and whether it bought ('Satın aldım' / 'Satın almadım'); the rating still waits for the administrator. What the
// reviews make of a company is reputation's (reputation/public.ts).
import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_DETAIL } from '../constants';
import { zIdParams, zOptionalText, zWhole } from '../fields';
import { zReceivedReview } from '../reputation/member';
import { REPUTATION_MSG, SUB_SCORE_LABELS } from '../reputation/texts';

const zScore = (message: string) => zWhole(message, 1, 5);

/** A review: the overall stars, the four sub-scores (1–5, whole), whether it bought, a comment. */
export const zReviewInput = z.object({
  score: zScore(REPUTATION_MSG.score),
  price: zScore(REPUTATION_MSG.subScore(SUB_SCORE_LABELS.price)),
  quality: zScore(REPUTATION_MSG.subScore(SUB_SCORE_LABELS.quality)),
  delivery: zScore(REPUTATION_MSG.subScore(SUB_SCORE_LABELS.delivery)),
  communication: zScore(REPUTATION_MSG.subScore(SUB_SCORE_LABELS.communication)),
  purchased: z.boolean({ error: REPUTATION_MSG.purchased }),
  comment: zOptionalText(MAX_DETAIL, REPUTATION_MSG.comment),
});
export type ReviewInput = z.infer<typeof zReviewInput>;

/** POST /api/v2/offers/{id}/review: the request's owner reviews an accepted offer, once. */
export const reviewOffer = defineCall({
  method: 'POST',
  path: '/api/v2/offers/:id/review',
  summary: 'Kabul edilen teklifi değerlendir',
  operationId: 'reviewOffer',
  auth: 'member',
  request: { params: zIdParams, body: zReviewInput },
  response: z.object({ requestId: z.number(), review: zReceivedReview }),
});
