// Reviews of a company (issue 49 item 2, decision 0057): the company reads the reviews of its accepted offers (the
// buyer's review is the offer's rating: offers/member-review.ts) and answers each active one once, publicly, its contact
// details masked as in conversations.
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams, zTextOver } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';
import { zReview } from './public';
import { MAX_ANSWER, REPUTATION_MSG } from './texts';

/** A review as its company sees it: whether the administrator let it out yet. */
export const zReceivedReview = zReview.extend({
  /** null waiting, true active (public), false passive */
  status: z.boolean().nullable(),
});
export type ReceivedReview = z.infer<typeof zReceivedReview>;

/** GET /api/v2/reviews/received: the reviews of the member's company, newest first ('Değerlendirmeler'). */
export const receivedReviews = defineCall({
  method: 'GET',
  path: '/api/v2/reviews/received',
  summary: 'Firmama yapılan değerlendirmeler',
  operationId: 'receivedReviews',
  auth: 'member',
  request: { query: zCursorQuery },
  response: zCursorPage(zReceivedReview),
});

/** POST /api/v2/reviews/{id}/answer: the company answers an active review of its own, once ('Firma Yanıtı'). */
export const answerReview = defineCall({
  method: 'POST',
  path: '/api/v2/reviews/:id/answer',
  summary: 'Değerlendirmeye yanıt ver',
  operationId: 'answerReview',
  auth: 'member',
  request: {
    params: zIdParams,
    body: z.object({ text: zTextOver(0, REPUTATION_MSG.answer, MAX_ANSWER) }),
  },
  response: z.object({ review: zReceivedReview, message: z.string() }),
});
