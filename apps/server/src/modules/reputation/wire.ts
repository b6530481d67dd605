// Reputation rows → the v2 answers (contract: reputation/public.ts, reputation/member.ts).

import type { ReceivedReview } from '@tedarik/contract/reputation/member';
import type { Reputation, ReputationSummary, Review } from '@tedarik/contract/reputation/public';
import type { ReputationRow, ReviewRow } from './service';

const share = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);
/** an exact numeric (a string) to one decimal */
const oneDecimal = (n: string) => Math.round(Number(n) * 10) / 10;

/** A company's figures (null row: a company with nothing in the window). */
export function toReputation(companyId: number, r: ReputationRow | null | undefined): Reputation {
  const subScores =
    r && r.reviews > 0 && r.price !== null && r.quality !== null && r.delivery !== null && r.communication !== null
      ? {
          price: oneDecimal(r.price),
          quality: oneDecimal(r.quality),
          delivery: oneDecimal(r.delivery),
          communication: oneDecimal(r.communication),
        }
      : null;
  return {
    companyId,
    medianMinutes: r?.medianMinutes == null ? null : Number(r.medianMinutes),
    offerRate: r ? share(r.offered, r.matching) : null,
    matching: r?.matching ?? 0,
    acceptRate: r ? share(r.accepted, r.offers) : null,
    accepted: r?.accepted ?? 0,
    average: r?.average == null || r.ratings === 0 ? null : oneDecimal(r.average),
    ratings: r?.ratings ?? 0,
    subScores,
    computedAt: r?.computedAt.toISOString() ?? null,
  };
}

export function toReview(r: ReviewRow): Review {
  const { price, quality, delivery, communication } = r;
  return {
    id: r.id,
    score: r.score,
    comment: r.comment,
    product: r.product,
    createdAt: r.createdAt.toISOString(),
    subScores:
      price !== null && quality !== null && delivery !== null && communication !== null
        ? { price, quality, delivery, communication }
        : null,
    purchased: r.purchased,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  };
}

export const toReceivedReview = (r: ReviewRow): ReceivedReview => ({ ...toReview(r), status: r.status });

/** A median in the unit it is shown in (minutes to the quarter hour, then hours, then days), rounded up. */
const shownMinutes = (m: number) => {
  const unit = m < 60 ? 15 : m < 48 * 60 ? 60 : 1440;
  return Math.ceil(m / unit) * unit;
};

/**
 * What an offer shows of its supplier's figures. While the supplier is `masked` (its offer not accepted), figures
 * too coarse to find its company page by: the median in its shown unit, shares to 10 %, the average to half a star,
 * and no counts.
 */
export function toReputationSummary(
  companyId: number,
  r: ReputationRow | undefined,
  masked = false,
): ReputationSummary {
  const { medianMinutes, offerRate, acceptRate, accepted, average, ratings } = toReputation(companyId, r);
  if (!masked) return { medianMinutes, offerRate, acceptRate, accepted, average, ratings };
  const tens = (p: number | null) => (p === null ? null : Math.round(p / 10) * 10);
  return {
    medianMinutes: medianMinutes === null ? null : shownMinutes(medianMinutes),
    offerRate: tens(offerRate),
    acceptRate: tens(acceptRate),
    accepted: null,
    average: average === null ? null : Math.round(average * 2) / 2,
    ratings: null,
  };
}
