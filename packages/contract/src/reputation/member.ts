// Reviews by members (issue 49 item 2, decision 0057): a buyer rates an accepted offer with the four sub-scores and
// says whether it bought ('Satın aldım' / 'Satın almadım'); the rating still waits for the administrator. A company
// answers each of its active reviews once, publicly, its contact details masked as in conversations.
import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_DETAIL } from '../constants';
import { zIdParams, zOptionalText, zTextOver, zWhole } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';
import { zReview } from './public';
import { MAX_ANSWER, REPUTATION_MSG, SUB_SCORE_LABELS } from './texts';

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

/** A review as its company sees it: whether the administrator let it out yet. */
export const zReceivedReview = zReview.extend({
  /** null waiting, true active (public), false passive */
  status: z.boolean().nullable(),
});
export type ReceivedReview = z.infer<typeof zReceivedReview>;

/** POST /api/v2/offers/{id}/review: the request's owner reviews an accepted offer, once. */
export const reviewOffer = defineCall({
  method: 'POST',
  path: '/api/v2/offers/:id/review',
  auth: 'member',
  request: { params: zIdParams, body: zReviewInput },
  response: z.object({ requestId: z.number(), review: zReceivedReview }),
});

/** GET /api/v2/reviews/received: the reviews of the member's company, newest first ('Değerlendirmeler'). */
export const receivedReviews = defineCall({
  method: 'GET',
  path: '/api/v2/reviews/received',
  auth: 'member',
  request: { query: zCursorQuery },
  response: zCursorPage(zReceivedReview),
});

/** POST /api/v2/reviews/{id}/answer: the company answers an active review of its own, once ('Firma Yanıtı'). */
export const answerReview = defineCall({
  method: 'POST',
  path: '/api/v2/reviews/:id/answer',
  auth: 'member',
  request: {
    params: zIdParams,
    body: z.object({ text: zTextOver(0, REPUTATION_MSG.answer, MAX_ANSWER) }),
  },
  response: z.object({ review: zReceivedReview, message: z.string() }),
});
