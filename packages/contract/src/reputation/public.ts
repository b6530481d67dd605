// A company's reputation from its real deals (issue 49 item 2, decision 0057): its figures over the last 12 months,
// computed by a job into company_reputations, and its active reviews with the company's answers. Public v2 calls.
import { z } from 'zod';
import { defineCall } from '../call';
import { zIdParams } from '../fields';
import { zCursorPage, zCursorQuery } from '../v2';

const zSubScores = z.object({
  price: z.number(),
  quality: z.number(),
  delivery: z.number(),
  communication: z.number(),
});

/** A company's figures; shares are whole percentages, null when there was nothing to share. */
export const zReputation = z.object({
  companyId: z.number(),
  /** median minutes from a matching request's approval to the company's offer; null when it offered on none */
  medianMinutes: z.number().nullable(),
  /** matching requests it offered on, % of them (null: no matching request in the window) */
  offerRate: z.number().nullable(),
  matching: z.number(),
  /** its offers the buyers accepted, % (null: no offer in the window) */
  acceptRate: z.number().nullable(),
  /** how many of its offers were accepted */
  accepted: z.number(),
  /** the average of its active ratings (1–5, one decimal), every rating counted; null when none */
  average: z.number().nullable(),
  ratings: z.number(),
  /** the sub-scores' averages over the reviews that have them (ratings of the legacy form have none) */
  subScores: zSubScores.nullable(),
  /** when the figures were computed (ISO) — null: never (a company without deals) */
  computedAt: z.string().nullable(),
});
export type Reputation = z.infer<typeof zReputation>;

/** What an offer shows of its supplier's figures (v2 answers only: the desk and the comparison). */
export const zReputationSummary = zReputation
  .pick({ medianMinutes: true, offerRate: true, acceptRate: true, average: true })
  .extend({
    /** null beside an offer whose supplier is still masked: exact counts would find its company page */
    accepted: z.number().nullable(),
    ratings: z.number().nullable(),
  });
export type ReputationSummary = z.infer<typeof zReputationSummary>;

/** A review on the company page: an active rating, its text, sub-scores and the company's answer. */
export const zReview = z.object({
  id: z.number(),
  score: z.number(),
  comment: z.string(),
  /** the request's product */
  product: z.string(),
  createdAt: z.string(),
  /** null for a rating of the legacy form */
  subScores: zSubScores.nullable(),
  /** 'Satın aldım' (true), 'Satın almadım' (false), not asked (null) */
  purchased: z.boolean().nullable(),
  /** 'Firma Yanıtı', null until the company answers */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type Review = z.infer<typeof zReview>;

/** GET /api/v2/companies/{id}/reputation: the figures of a company that has a public page. */
export const getCompanyReputation = defineCall({
  method: 'GET',
  path: '/api/v2/companies/:id/reputation',
  summary: 'Firmanın itibar göstergeleri',
  operationId: 'getCompanyReputation',
  auth: 'none',
  request: { params: zIdParams },
  response: zReputation,
});

/** GET /api/v2/companies/{id}/reviews: its active reviews, newest first, by cursor. */
export const getCompanyReviews = defineCall({
  method: 'GET',
  path: '/api/v2/companies/:id/reviews',
  summary: 'Firmanın değerlendirmeleri',
  operationId: 'getCompanyReviews',
  auth: 'none',
  request: { params: zIdParams, query: zCursorQuery },
  response: zCursorPage(zReview),
});
